import type { AuditEntry } from "../../../contract/audit";
import { changeLines, detailLines } from "./audit-format";

/** An entry's changes, one line per field: before → after; a publish that changed nothing says so. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { lines, unchanged } = changeLines(entry);
  const details = detailLines(entry);
  if (lines.length === 0 && !unchanged && details.length === 0) return <>—</>;
  return (
    <ul className="flex flex-col gap-1">
      {unchanged ? (
        <li className="text-slate-700 italic">
          {entry.action.endsWith("publish") ? "Published with no change" : "Saved with no change"}
        </li>
      ) : null}
      {lines.map((line) => (
        <li key={line.field}>
          <span className="font-medium text-slate-900">{line.field}</span>:{" "}
          <del className="bg-red-50 text-red-900 no-underline">{line.from}</del>
          {" → "}
          <ins className="bg-green-50 text-green-900 no-underline">{line.to}</ins>
        </li>
      ))}
      {details.map((detail) => (
        <li key={detail} className="text-slate-700">
          {detail}
        </li>
      ))}
    </ul>
  );
}
