import { StatusBadge } from "../../staff/status-badge";
import { publicationBadge } from "../../staff/content/status-badge";
import { useState } from "react";
import toast from "react-hot-toast";
import { COUNSELLING_COURSES, type CounsellingRound, type RoundPhase } from "../../../contract/counselling";
import { ApiError } from "../../staff/api-client";
import { ConfirmDialog } from "../../staff/confirm-dialog";
import {
  ContentFilters,
  ContentListPage,
  ContentRowActions,
  ContentTable,
  useContentList,
  type ChoiceOf,
} from "../../staff/content/content-list";
import { RoundFormDialog } from "../../staff/counselling/round-form-dialog";
import {
  deleteRound,
  listRounds,
  notifyFamilies,
  type RoundsQuery,
} from "../../staff/counselling/rounds-api";
import { formatDate, formatDateTime } from "../../staff/format";
import { registerQuery } from "../../staff/registers/use-register-query";
import { staffMeta } from "../../staff/staff-meta";
import { buttonClass } from "../../ui/button";

export const meta = () => staffMeta("Counselling rounds");

/** The list's filters, kept in the address with its page and search words. */
const LIST = { filters: ["course", "status"] } as const;

const COURSE_CHOICE: ChoiceOf<RoundsQuery> = {
  key: "course",
  label: "Course",
  anyLabel: "All courses",
  choices: COUNSELLING_COURSES.map((value) => ({ value, label: value })),
};

const PHASE_NOTES: Partial<Record<RoundPhase, string>> = {
  open: "Registration open",
  reporting: "Reporting",
  past: "Over",
};

/** The admissions office's counselling rounds: the admission pages list the published ones; families who asked are told. */
export default function CounsellingRoundsPage() {
  const state = useContentList({
    nouns: { one: "counselling round", many: "counselling rounds" },
    initialQuery: registerQuery(LIST) as RoundsQuery,
    load: listRounds,
    rowsOf: (answer) => answer.data.rounds,
    remove: (row: CounsellingRound) => deleteRound(row._id),
  });
  const [notifying, setNotifying] = useState<CounsellingRound | null>(null);
  const [busy, setBusy] = useState(false);

  const notify = async () => {
    if (!notifying) return;
    setBusy(true);
    try {
      const answer = await notifyFamilies(notifying._id);
      toast.success(answer.message);
      setNotifying(null);
      state.list.reload();
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "Failed to notify families");
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ContentListPage
        state={state}
        title="Counselling rounds"
        subtitle="UGMAC Bihar, MCC and other rounds: published ones show on the admission pages until their reporting day; “Notify families” e-mails everyone who asked for updates, once"
        addLabel="Add round"
        filters={
          <ContentFilters
            idPrefix="round"
            state={state}
            searchLabel="Search authority or round"
            choice={COURSE_CHOICE}
          />
        }
        table={
          <ContentTable
            columns={[
              "Round",
              "Course",
              "Registration",
              "Report by",
              "Status",
              "Families notified",
              "Actions",
            ]}
          >
            {state.rows.map((row) => (
              <tr key={row._id}>
                <td className="px-4 py-3">
                  <span className="font-medium text-slate-900">{row.authority}</span>
                  <span className="block text-xs text-slate-600">{row.round}</span>
                </td>
                <td className="px-4 py-3">{row.course}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {formatDate(row.registrationFrom)} – {formatDate(row.registrationTo)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(row.reportingBy)}</td>
                <td className="px-4 py-3">
                  <StatusBadge
                    {...publicationBadge(
                      row.status,
                      row.status === "published" ? PHASE_NOTES[row.phase] : undefined,
                    )}
                  />
                </td>
                <td className="px-4 py-3" data-testid="notified-count">
                  <span className="font-semibold">{row.notifiedCount}</span>
                  {row.notifiedAt ? (
                    <span className="block text-xs text-slate-600">
                      last {formatDateTime(row.notifiedAt)}
                    </span>
                  ) : null}
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    {row.status === "published" && row.phase !== "past" ? (
                      <button
                        type="button"
                        className={`${buttonClass.secondary} whitespace-nowrap`}
                        onClick={() => setNotifying(row)}
                        aria-label={`Notify families about ${row.authority} ${row.round}`}
                      >
                        Notify families
                      </button>
                    ) : null}
                    <ContentRowActions
                      state={state}
                      row={row}
                      label={`counselling round ${row.authority} ${row.round}`}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </ContentTable>
        }
        dialog={
          <RoundFormDialog
            open={state.editing !== null}
            round={state.editing?.row ?? null}
            onClose={state.closeDialog}
            onSaved={state.saved}
          />
        }
        deleteText={(row) => (
          <p>
            The round “{row.authority} {row.round}” will be deleted and leave the admission pages. This cannot
            be undone.
          </p>
        )}
      />
      <ConfirmDialog
        open={notifying !== null}
        title="Notify families?"
        confirmLabel="Send the e-mails"
        busy={busy}
        onConfirm={() => void notify()}
        onClose={() => setNotifying(null)}
      >
        {notifying ? (
          <p>
            Every family who asked for {notifying.course} counselling updates and has not yet been told about{" "}
            {notifying.authority} {notifying.round} gets one e-mail with its dates and official link. Families
            already told are skipped. The e-mails leave gradually so the mail server is not flooded.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
