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
}: {
  caption: string;
  columns: readonly TableColumn[];
  rows: readonly (readonly React.ReactNode[])[];
  footer?: readonly React.ReactNode[];
  /** The column whose cell names its row (a <th scope="row">). */
  rowHeader?: number;
}) {
  const captionId = useId();
  const align = (index: number) => (columns[index]?.numeric ? "text-right tabular-nums" : "text-left");
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full min-w-[32rem] border-collapse text-sm sm:text-base">
        <caption id={captionId} className="px-4 py-3 text-left font-semibold text-brand-900">
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
  );
}
