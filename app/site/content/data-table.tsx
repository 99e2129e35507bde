import { useId } from "react";

export interface TableColumn {
  header: string;
  /** Numbers read best right-aligned. */
  numeric?: boolean;
}

/**
 * A real <table> with a caption and header cells; one cell of each row (the first by default) is its row header. On narrow
 * screens it scrolls sideways inside its own box (keyboard-scrollable, named after the caption).
 */
export function DataTable({
  caption,
  columns,
  rows,
  footer,
  rowHeader = 0,
  minWidthClass,
}: {
  caption: string;
  columns: readonly TableColumn[];
  rows: readonly (readonly React.ReactNode[])[];
  footer?: readonly React.ReactNode[];
  /** The column whose cell names its row (a <th scope="row">). */
  rowHeader?: number;
  /** For wide tables, e.g. "min-w-[36rem]": below it the table scrolls sideways and a hint says so. */
  minWidthClass?: string;
}) {
  const captionId = useId();
  const align = (index: number) => (columns[index]?.numeric ? "text-right tabular-nums" : "text-left");
  return (
    <figure className="space-y-2">
      {/* The caption is shown above the scrolling box so that it never scrolls out of view on phones. */}
      <div aria-hidden="true" className="font-semibold text-brand-900">
        {caption}
      </div>
      {minWidthClass ? (
        <p aria-hidden="true" className="text-sm text-slate-600 sm:hidden">
          Scroll sideways to see every column.
        </p>
      ) : null}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
      >
        <table className={`w-full border-collapse text-sm sm:text-base ${minWidthClass ?? ""}`}>
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-brand-800 text-white">
            <tr>
              {columns.map((column, index) => (
                <th key={column.header} scope="col" className={`px-4 py-3 font-semibold ${align(index)}`}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, rowIndex) => (
              <tr key={rowIndex} className="border-t border-slate-200 even:bg-slate-50">
                {cells.map((cell, index) =>
                  index === rowHeader ? (
                    <th
                      key={index}
                      scope="row"
                      className={`px-4 py-3 font-medium text-slate-900 ${align(index)}`}
                    >
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className={`px-4 py-3 text-slate-700 ${align(index)}`}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {footer ? (
            <tfoot className="border-t-2 border-brand-800 bg-brand-50 font-semibold text-brand-900">
              <tr>
                {footer.map((cell, index) =>
                  index === rowHeader ? (
                    <th key={index} scope="row" className={`px-4 py-3 ${align(index)}`}>
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className={`px-4 py-3 ${align(index)}`}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </figure>
  );
}
