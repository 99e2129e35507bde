import { useId } from "react";

// Below 640 px each row is a card: the styling is the `.data-table` component of app/app.css (once, not per cell).

export interface TableColumn {
  header: string;
  /** Numbers read best right-aligned. */
  numeric?: boolean;
}

/**
 * A real <table> with a caption and header cells; one cell of each row (the first by default) is its row header.
 * On a phone (below 640 px) each row is a card: its row header on top, then one line per cell labelled with its
 * column's header (`data-label`, shown by CSS), so every amount is on screen without a sideways scroll (issue 26,
 * item 7). From 640 px it is a table that scrolls sideways inside its own box when it is wider (keyboard-scrollable,
 * named after the caption).
 */
export function DataTable({
  caption,
  columns,
  rows,
  footer,
  rowHeader = 0,
  minWidthClass,
}: {
  /** Text, or text with elements (a staff-edited name in it marked `lang="en"` on a Hindi page). */
  caption: React.ReactNode;
  columns: readonly TableColumn[];
  rows: readonly (readonly React.ReactNode[])[];
  footer?: readonly React.ReactNode[];
  /** The column whose cell names its row (a <th scope="row">). */
  rowHeader?: number;
  /** For wide tables, e.g. "sm:min-w-[36rem]": from 640 px, narrower boxes scroll sideways. */
  minWidthClass?: string;
}) {
  const captionId = useId();
  const align = (index: number) => (columns[index]?.numeric ? "numeric" : undefined);
  return (
    <figure className="space-y-2">
      {/* The caption is shown above the scrolling box so that it never scrolls out of view on phones. */}
      <div aria-hidden="true" className="font-semibold text-brand-900">
        {caption}
      </div>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="sm:overflow-x-auto sm:rounded-lg sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm"
      >
        <table
          className={`data-table w-full border-collapse text-sm max-sm:block sm:text-base ${minWidthClass ?? ""}`}
        >
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-brand-800 text-white max-sm:sr-only">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`px-4 py-3 font-semibold ${columns[index]?.numeric ? "text-right" : "text-left"}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block max-sm:space-y-3">
            {rows.map((cells, rowIndex) => (
              <tr key={rowIndex}>
                {cells.map((cell, index) =>
                  index === rowHeader ? (
                    <th key={index} scope="row" className={align(index)}>
                      {cell}
                    </th>
                  ) : (
                    <td key={index} data-label={columns[index]?.header} className={align(index)}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {footer ? (
            <tfoot className="font-semibold text-brand-900 max-sm:mt-3 max-sm:block sm:border-t-2 sm:border-brand-800 sm:bg-brand-50">
              <tr>
                {footer.map((cell, index) =>
                  index === rowHeader ? (
                    <th key={index} scope="row" className={align(index)}>
                      {cell}
                    </th>
                  ) : (
                    <td key={index} data-label={columns[index]?.header} className={align(index)}>
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
