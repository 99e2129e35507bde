import { JOB_DEPARTMENTS, type Job } from "../../../../contract/jobs";
import {
  ContentListPage,
  ContentTable,
  useContentList,
  ContentFilters,
  ContentRowActions,
  type ChoiceOf,
} from "../../../staff/content/content-list";
import { JobFormDialog } from "../../../staff/content/job-form-dialog";
import { deleteJob, listJobs, type JobsQuery } from "../../../staff/content/jobs-api";
import { StatusBadge } from "../../../staff/content/status-badge";
import { formatDate } from "../../../staff/format";
import { staffMeta } from "../../../staff/staff-meta";

export const meta = () => staffMeta("Job Openings");

const DEPARTMENT_CHOICE: ChoiceOf<JobsQuery> = {
  key: "department",
  label: "Department",
  anyLabel: "All departments",
  choices: JOB_DEPARTMENTS.map((value) => ({ value, label: value })),
};
/** "Published" lists the open ones; "Closed" the published ones past their last date (judged by the server). */
const STATUS_CHOICES = [
  { value: "published", label: "Published (open)" },
  { value: "closed", label: "Closed" },
  { value: "draft", label: "Draft" },
] as const;

export default function JobsPage() {
  const state = useContentList({
    nouns: { one: "job opening", many: "job openings" },
    initialQuery: { page: 1, limit: 10, department: "", status: "" } as JobsQuery,
    load: listJobs,
    rowsOf: (answer) => answer.data.jobs,
    remove: (row: Job) => deleteJob(row._id),
  });

  return (
    <ContentListPage
      state={state}
      title="Job Openings"
      subtitle="Openings on the careers page (/career); each closes by itself after its last date"
      addLabel="Add Job Opening"
      filters={
        <ContentFilters
          idPrefix="job"
          state={state}
          searchLabel="Search positions"
          choice={DEPARTMENT_CHOICE}
          statusChoices={STATUS_CHOICES}
        />
      }
      table={
        <ContentTable columns={["Position", "Department", "Posts", "Last date", "Status", "Actions"]}>
          {state.rows.map((row) => (
            <tr key={row._id}>
              <td className="px-4 py-3">
                <span className="font-medium text-slate-900">{row.position}</span>
                <span className="block text-xs text-slate-600">{row.type}</span>
              </td>
              <td className="px-4 py-3">{row.department}</td>
              <td className="px-4 py-3">{row.posts}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(row.lastDate)}</td>
              <td className="px-4 py-3">
                <StatusBadge
                  status={row.status}
                  note={row.status === "published" && row.closed ? "Closed" : undefined}
                />
              </td>
              <td className="px-4 py-3">
                <ContentRowActions
                  state={state}
                  row={row}
                  label={`job opening ${row.position}`}
                  preview={
                    row.status === "draft" && !row.closed
                      ? { href: `/career?preview#job-${row._id}`, name: row.position }
                      : null
                  }
                />
              </td>
            </tr>
          ))}
        </ContentTable>
      }
      dialog={
        <JobFormDialog
          open={state.editing !== null}
          job={state.editing?.row ?? null}
          onClose={state.closeDialog}
          onSaved={state.saved}
        />
      }
      deleteText={(row) => <p>The job opening “{row.position}” will be deleted. This cannot be undone.</p>}
    />
  );
}
