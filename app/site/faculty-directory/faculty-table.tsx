import { useMessages, type messagesOf } from "../i18n/messages";
import type { MessageKey } from "../i18n/messages.en";
import { designationText, type DirectoryRow } from "./directory-query";

/** The columns after the name: each one's header (a catalogue key), its value and whether it wraps. */
type Translate = ReturnType<typeof messagesOf>["t"];
const columns: {
  header: MessageKey;
  value: (row: DirectoryRow, t: Translate) => string | null;
  wraps?: true;
}[] = [
  { header: "records.column.department", value: (row) => row.department, wraps: true },
  { header: "records.column.designation", value: designationText },
  { header: "records.column.qualification", value: (row) => row.qualification },
  { header: "records.column.regNo", value: (row) => row.regNo },
  { header: "records.column.aebasId", value: (row) => row.AEBASID },
  {
    header: "records.column.experience",
    value: (row, t) =>
      row.experienceYears === null ? null : t("records.years", { years: row.experienceYears }),
  },
  { header: "records.column.opdDays", value: (row) => row.opdDays ?? "—", wraps: true },
];

/**
 * The directory's table. On a phone each member becomes a card of label/value lines (the labels come
 * from data-label). No explicit table roles (the Nu HTML checker forbids them on rows and cells of a table,
 * issue 26): the elements carry the meaning.
 */
export function FacultyTable({ rows, caption }: { rows: DirectoryRow[]; caption: string }) {
  const { t } = useMessages();
  const text = (value: string | null) => (value && value.trim() ? value : t("records.notAvailable"));
  return (
    <div
      role="region"
      aria-labelledby="faculty-table-caption"
      tabIndex={0}
      className="sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm"
    >
      <table className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-[60rem]">
        <caption id="faculty-table-caption" className="sr-only">
          {caption}
        </caption>
        <thead className="bg-brand-50 text-brand-900 max-sm:sr-only">
          <tr>
            {["records.column.name" as const, ...columns.map((column) => column.header)].map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {t(header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:space-y-3 sm:divide-y sm:divide-slate-200">
          {rows.map((row) => {
            return (
              <tr
                key={row.id}
                id={`doctor-${row.id}`}
                className="scroll-mt-24 hover:bg-slate-50 target:bg-amber-50 max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-4 max-sm:shadow-sm"
              >
                <th
                  scope="row"
                  className="px-4 py-3 font-semibold text-slate-900 max-sm:block max-sm:p-0 max-sm:pb-2 max-sm:text-base"
                >
                  {text(row.name)}
                </th>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    data-label={t(column.header)}
                    className={`px-4 py-3 text-slate-700 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 max-sm:text-right max-sm:before:text-left max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)] ${column.wraps ? "sm:min-w-40" : "sm:whitespace-nowrap"}`}
                  >
                    {text(column.value(row, t))}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
