import { Link } from "react-router";
import {
  STIPEND_GRADE_LABELS,
  formatIndianNumber,
  type FeeSession,
  type FeeTable,
} from "../../../contract/fees";
import { ContentSection } from "./content-section";
import { DataTable } from "./data-table";
import { NoteBox } from "./note-box";

/** The monthly stipends of a fee table's session; until the college confirms them, a note saying so. */
export function StipendTable({
  table,
}: {
  table: Pick<FeeTable, "session" | "stipends" | "stipendsConfirmed">;
}) {
  return (
    <ContentSection
      title="Stipends"
      intro="Paid every month, as required by the National Medical Commission."
    >
      {table.stipendsConfirmed ? (
        <div className="max-w-xl">
          <DataTable
            caption={`Monthly stipends, session ${table.session}`}
            columns={[{ header: "Paid to" }, { header: "Monthly stipend (INR)", numeric: true }]}
            rows={table.stipends.map((row) => [
              STIPEND_GRADE_LABELS[row.grade],
              formatIndianNumber(row.monthlyAmount),
            ])}
          />
        </div>
      ) : (
        <NoteBox>
          The stipends for the session {table.session} are being confirmed by the college office and will be
          published on this page.
        </NoteBox>
      )}
    </ContentSection>
  );
}

/**
 * Where a session stands: on an earlier session's page, a note that it is not the current one; on every page,
 * links to the table's other published sessions (each stays at its own address).
 */
export function FeeSessionNote({
  path,
  table,
  sessions,
}: {
  path: string;
  table: Pick<FeeTable, "session" | "status">;
  sessions: FeeSession[];
}) {
  const shown = table.session;
  const current = sessions.find((session) => session.current);
  // A draft (staff preview) is the next version of the current session, not an earlier one.
  if (!current || current.session === shown || table.status === "draft") return null;
  return (
    <NoteBox title={`Session ${shown}: an earlier session`}>
      These are the fees as published for the session {shown}.{" "}
      <Link to={path} className="font-semibold text-brand-700 underline">
        Fees for the current session, {current.session}
      </Link>
    </NoteBox>
  );
}

export function FeeSessionLinks({
  path,
  shown,
  sessions,
}: {
  path: string;
  shown: string;
  sessions: FeeSession[];
}) {
  const others = sessions.filter((session) => session.session !== shown);
  if (others.length === 0) return null;
  return (
    <ContentSection title="Other sessions">
      <ul className="list-disc space-y-1 pl-5">
        {others.map((session) => (
          <li key={session.session}>
            <Link
              to={session.current ? path : `${path}/${session.session}`}
              className="font-semibold text-brand-700 underline"
            >
              Fees for the session {session.session}
              {session.current ? " (current)" : ""}
            </Link>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
