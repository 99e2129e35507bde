import { Link } from "react-router";
import {
  formatIndianNumber,
  type FeeSession,
  type FeeTable,
  type StipendGrade,
} from "../../../contract/fees";
import { useMessages } from "../i18n/messages";
import type { MessageKey } from "../i18n/messages.en";
import { ContentSection } from "./content-section";
import { DataTable } from "./data-table";
import { NoteBox } from "./note-box";

const STIPEND_GRADE_KEYS: Record<StipendGrade, MessageKey> = {
  intern: "applicants.stipends.intern",
  "junior-resident-1": "applicants.stipends.juniorResident1",
  "junior-resident-2": "applicants.stipends.juniorResident2",
  "junior-resident-3": "applicants.stipends.juniorResident3",
  "senior-resident": "applicants.stipends.seniorResident",
};

/** The monthly stipends of a fee table's session; until the college confirms them, a note saying so. */
export function StipendTable({
  table,
}: {
  table: Pick<FeeTable, "session" | "stipends" | "stipendsConfirmed">;
}) {
  const { t } = useMessages();
  return (
    <ContentSection title={t("applicants.stipends.title")} intro={t("applicants.stipends.intro")}>
      {table.stipendsConfirmed ? (
        <div className="max-w-xl">
          <DataTable
            caption={t("applicants.stipends.caption", { session: table.session })}
            columns={[
              { header: t("applicants.stipends.paidTo") },
              { header: t("applicants.stipends.monthly"), numeric: true },
            ]}
            rows={table.stipends.map((row) => [
              t(STIPEND_GRADE_KEYS[row.grade]),
              formatIndianNumber(row.monthlyAmount),
            ])}
          />
        </div>
      ) : (
        <NoteBox>{t("applicants.stipends.pending", { session: table.session })}</NoteBox>
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
  const { t } = useMessages();
  const shown = table.session;
  const current = sessions.find((session) => session.current);
  // A draft (staff preview) is the next version of the current session, not an earlier one.
  if (!current || current.session === shown || table.status === "draft") return null;
  return (
    <NoteBox title={t("applicants.fees.earlierTitle", { session: shown })}>
      {t("applicants.fees.earlierText", { session: shown })}{" "}
      <Link to={path} className="font-semibold text-brand-700 underline">
        {t("applicants.fees.currentLink", { session: current.session })}
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
  const { t } = useMessages();
  const others = sessions.filter((session) => session.session !== shown);
  if (others.length === 0) return null;
  return (
    <ContentSection title={t("applicants.fees.otherSessions")}>
      <ul className="list-disc space-y-1 pl-5">
        {others.map((session) => (
          <li key={session.session}>
            <Link
              to={session.current ? path : `${path}/${session.session}`}
              className="font-semibold text-brand-700 underline"
            >
              {t(session.current ? "applicants.fees.sessionCurrent" : "applicants.fees.session", {
                session: session.session,
              })}
            </Link>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
