import { JOB_DEPARTMENTS, JOB_POSTS_MAX, JOB_TYPES, jobInput, type Job } from "../../../contract/jobs";
import { FormField, inputClass } from "../../ui/form-field";
import { controlClass } from "../control-class";
import { fieldErrorsOf, FormDialog } from "../form-dialog";
import { useRecordForm } from "./use-record-form";
import { saveJob } from "./jobs-api";

interface Values {
  position: string;
  department: string;
  type: string;
  qualification: string;
  experience: string;
  posts: string;
  lastDate: string;
  description: string;
  status: string;
}
type Field = keyof Values;

const empty = (): Values => ({
  position: "",
  department: "Medical",
  type: "Full-time",
  qualification: "",
  experience: "",
  posts: "1",
  lastDate: "",
  description: "",
  status: "draft",
});

const valuesOf = (job: Job | null): Values => (job ? { ...job, posts: String(job.posts) } : empty());

type Control = Parameters<Parameters<typeof FormField>[0]["children"]>[0];

/** Add Job Opening / Edit Job Opening, validated with the API's own schema before sending. */
export function JobFormDialog({
  open,
  job,
  onClose,
  onSaved,
}: {
  open: boolean;
  job: Job | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { values, bind, errors, setErrors, busy, failure, save } = useRecordForm<Job, Values, Field>(
    open,
    job,
    valuesOf,
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = jobInput.safeParse(values);
    if (!result.success) {
      setErrors(fieldErrorsOf<Field>(result.error.issues));
      return;
    }
    await save(
      () => saveJob(job?._id ?? null, result.data),
      job
        ? { success: "Job opening updated", failure: "Failed to update job opening" }
        : { success: "Job opening created", failure: "Failed to create job opening" },
      onSaved,
    );
  };

  const select =
    (field: Field, choices: readonly { value: string; label: string }[]) => (control: Control) => (
      <select {...control} {...bind(field)} className={controlClass}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  const same = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={job ? "Edit Job Opening" : "Add Job Opening"}
      formId={job ? "job-edit-form" : "job-add-form"}
      submitLabel={job ? "Save changes" : "Add Job Opening"}
      busy={busy}
      failure={failure}
      onSubmit={submit}
    >
      <FormField label="Position" required error={errors.position} className="sm:col-span-2">
        {(control) => <input {...control} {...bind("position")} required className={controlClass} />}
      </FormField>
      <FormField label="Department" required error={errors.department}>
        {select("department", same(JOB_DEPARTMENTS))}
      </FormField>
      <FormField label="Employment type" required error={errors.type}>
        {select("type", same(JOB_TYPES))}
      </FormField>
      <FormField label="Number of posts" required error={errors.posts}>
        {(control) => (
          <input
            {...control}
            {...bind("posts")}
            type="number"
            inputMode="numeric"
            min={1}
            max={JOB_POSTS_MAX}
            step={1}
            required
            className={controlClass}
          />
        )}
      </FormField>
      <FormField
        label="Last date to apply"
        required
        error={errors.lastDate}
        hint="Listed up to and including this day (India time); closed after it."
      >
        {(control) => (
          <input {...control} {...bind("lastDate")} type="date" required className={controlClass} />
        )}
      </FormField>
      <FormField label="Experience" required error={errors.experience} hint="For example: 3+ years after MD">
        {(control) => <input {...control} {...bind("experience")} required className={controlClass} />}
      </FormField>
      <FormField label="Status" required error={errors.status}>
        {select("status", [
          { value: "draft", label: "Draft" },
          { value: "published", label: "Published" },
        ])}
      </FormField>
      <FormField
        label="Qualification"
        required
        error={errors.qualification}
        hint="One requirement per line."
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea {...control} {...bind("qualification")} rows={4} required className={inputClass} />
        )}
      </FormField>
      <FormField
        label="Description"
        required
        error={errors.description}
        hint="Plain text; paragraphs separated by a blank line."
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea {...control} {...bind("description")} rows={6} required className={inputClass} />
        )}
      </FormField>
    </FormDialog>
  );
}
