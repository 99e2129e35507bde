import {
  COUNSELLING_AUTHORITIES,
  COUNSELLING_COURSES,
  counsellingRoundInput,
  type CounsellingRound,
} from "../../../contract/counselling";
import { FormField, inputClass } from "../../ui/form-field";
import { controlClass } from "../control-class";
import { FormDialog } from "../form-dialog";
import { saveRound } from "./rounds-api";
import { errorsOf, useRecordForm } from "../use-staff-form";

interface Values {
  authority: string;
  course: string;
  round: string;
  registrationFrom: string;
  registrationTo: string;
  reportingBy: string;
  link: string;
  notes: string;
  status: string;
}
type Field = keyof Values;

const empty = (): Values => ({
  authority: "UGMAC Bihar",
  course: "MBBS",
  round: "",
  registrationFrom: "",
  registrationTo: "",
  reportingBy: "",
  link: "",
  notes: "",
  status: "draft",
});

const valuesOf = (round: CounsellingRound | null): Values => (round ? { ...round } : empty());

/** Add / Edit counselling round, validated with the API's own schema (dates in order, https link) before sending. */
export function RoundFormDialog({
  open,
  round,
  onClose,
  onSaved,
}: {
  open: boolean;
  round: CounsellingRound | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { values, bind, errors, setErrors, busy, failure, save } = useRecordForm<
    CounsellingRound,
    Values,
    Field
  >(open, round, valuesOf);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = counsellingRoundInput.safeParse(values);
    if (!result.success) {
      setErrors(errorsOf(result.error.issues));
      return;
    }
    await save(
      () => saveRound(round?._id ?? null, result.data),
      round
        ? { success: "Counselling round updated", failure: "Failed to update counselling round" }
        : { success: "Counselling round created", failure: "Failed to create counselling round" },
      onSaved,
    );
  };

  const date = (field: Field) => (control: Parameters<Parameters<typeof FormField>[0]["children"]>[0]) => (
    <input {...control} {...bind(field)} type="date" required className={controlClass} />
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={round ? "Edit counselling round" : "Add counselling round"}
      formId={round ? "round-edit-form" : "round-add-form"}
      submitLabel={round ? "Save changes" : "Add round"}
      busy={busy}
      failure={failure}
      onSubmit={submit}
    >
      <FormField
        label="Counselling authority"
        required
        error={errors.authority}
        hint="For example UGMAC Bihar or MCC."
      >
        {(control) => (
          <>
            <input
              {...control}
              {...bind("authority")}
              list="counselling-authorities"
              required
              className={controlClass}
            />
            <datalist id="counselling-authorities">
              {COUNSELLING_AUTHORITIES.map((authority) => (
                <option key={authority} value={authority} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField label="Course" required error={errors.course}>
        {(control) => (
          <select {...control} {...bind("course")} className={controlClass}>
            {COUNSELLING_COURSES.map((course) => (
              <option key={course} value={course}>
                {course}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label="Round"
        required
        error={errors.round}
        hint="For example Round 1, Mop-up, Stray vacancy."
      >
        {(control) => <input {...control} {...bind("round")} required className={controlClass} />}
      </FormField>
      <FormField
        label="Status"
        required
        error={errors.status}
        hint="Published rounds show on the admission pages."
      >
        {(control) => (
          <select {...control} {...bind("status")} className={controlClass}>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </select>
        )}
      </FormField>
      <FormField label="Registration from" required error={errors.registrationFrom}>
        {date("registrationFrom")}
      </FormField>
      <FormField label="Registration to" required error={errors.registrationTo}>
        {date("registrationTo")}
      </FormField>
      <FormField
        label="Reporting by"
        required
        error={errors.reportingBy}
        hint="The last day to report at the college; the round leaves the pages after it."
      >
        {date("reportingBy")}
      </FormField>
      <FormField
        label="Official link"
        required
        error={errors.link}
        hint="The counselling authority's page for this round (https://…)."
      >
        {(control) => (
          <input
            {...control}
            {...bind("link")}
            type="url"
            inputMode="url"
            required
            className={controlClass}
          />
        )}
      </FormField>
      <FormField
        label="Notes"
        error={errors.notes}
        hint="Optional: what families should know."
        className="sm:col-span-2"
      >
        {(control) => <textarea {...control} {...bind("notes")} rows={3} className={inputClass} />}
      </FormField>
    </FormDialog>
  );
}
