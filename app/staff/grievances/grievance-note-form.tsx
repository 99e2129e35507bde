import { grievanceNoteInput, type Grievance } from "../../../contract/grievances";
import { buttonClass } from "../../ui/button";
import { FormField, inputClass } from "../../ui/form-field";
import { FormFailure } from "../form-failure";
import { useStaffForm } from "../use-staff-form";
import { addGrievanceNote } from "./grievances-api";

/** An internal note on a complaint's timeline (never shown to the complainant). */
export function NoteForm({ reference, onSaved }: { reference: string; onSaved: (next: Grievance) => void }) {
  const form = useStaffForm<{ note: string }, "note">({ note: "" });
  const { errors, busy, failure } = form;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = form.check(grievanceNoteInput);
    if (!input) return;
    await form.save(
      () => addGrievanceNote(reference, input.note),
      { success: "Note added", failure: "Could not add the note", toastFailure: false },
      (next) => {
        form.reset({ note: "" });
        onSaved(next);
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <FormField label="Internal note" error={errors.note}>
        {(control) => <textarea {...control} {...form.bind("note")} rows={2} className={inputClass} />}
      </FormField>
      <FormFailure message={errors.note ? "" : failure} />
      <button type="submit" className={buttonClass.secondary} disabled={busy}>
        Add note
      </button>
    </form>
  );
}
