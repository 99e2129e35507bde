import {
  FINAL_STATUSES,
  GRIEVANCE_STATUSES,
  NEXT_STATUSES,
  grievanceUpdateInput,
  type Grievance,
  type GrievanceStatus,
} from "../../../contract/grievances";
import { buttonClass } from "../../ui/button";
import { FormField, inputClass } from "../../ui/form-field";
import { controlClass } from "../control-class";
import { FormFailure } from "../form-failure";
import { useStaffForm } from "../use-staff-form";
import { patchGrievance } from "./grievances-api";

interface WorkflowValues {
  status: GrievanceStatus;
  outcome: string;
  messageToComplainant: string;
}

/** A complaint's next step, its outcome and the message the complainant sees (PATCH). */
export function WorkflowForm({
  grievance,
  onSaved,
}: {
  grievance: Grievance;
  onSaved: (next: Grievance) => void;
}) {
  const form = useStaffForm<WorkflowValues, keyof WorkflowValues>({
    status: grievance.status,
    outcome: grievance.outcome ?? "",
    messageToComplainant: grievance.messageToComplainant ?? "",
  });
  const { values, errors, busy, failure } = form;
  const choices: GrievanceStatus[] = [grievance.status, ...NEXT_STATUSES[grievance.status]];
  const final = FINAL_STATUSES.includes(values.status);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { status, ...texts } = values;
    const input = form.check(grievanceUpdateInput, {
      ...(status !== grievance.status ? { status } : {}),
      ...texts,
    });
    if (!input) return;
    await form.save(
      () => patchGrievance(grievance.reference, input),
      { success: "Complaint updated", failure: "Could not save the complaint", toastFailure: false },
      onSaved,
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <FormField label="Status" error={errors.status}>
        {(control) => (
          <select
            {...control}
            {...form.bind("status")}
            className={controlClass}
            disabled={choices.length === 1}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {GRIEVANCE_STATUSES[choice]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={`Message to the complainant${final ? " (required)" : ""}`}
        error={errors.messageToComplainant}
        hint="Shown on the status page with the reference and key. No names."
      >
        {(control) => (
          <textarea {...control} {...form.bind("messageToComplainant")} rows={3} className={inputClass} />
        )}
      </FormField>
      <FormField
        label={`Outcome${final ? " (required)" : ""}`}
        error={errors.outcome}
        hint="For the committee's record only."
      >
        {(control) => <textarea {...control} {...form.bind("outcome")} rows={3} className={inputClass} />}
      </FormField>
      <FormFailure message={Object.keys(errors).length ? "" : failure} />
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        {busy ? "Saving..." : "Save"}
      </button>
    </form>
  );
}
