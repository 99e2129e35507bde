import { useEffect, useState } from "react";
import { COURSES, enquiryInput, type Enquiry } from "../../../contract/enquiry";
import { FormField, inputClass } from "../../ui/form-field";
import { fieldErrorsOf, FormDialog, useFormSave } from "../form-dialog";
import { saveEnquiry, type EnquiryValues } from "./enquiries-api";
import { controlClass } from "../control-class";

type Field = keyof EnquiryValues;
const empty: EnquiryValues = { name: "", email: "", phone: "", course: "", neetScore: "", message: "" };

interface EnquiryFormDialogProps {
  open: boolean;
  /** The enquiry being edited; null adds one for a caller. */
  enquiry: Enquiry | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add New Enquiry / Edit Enquiry, validated with the public form's own schema. */
export function EnquiryFormDialog({ open, enquiry, onClose, onSaved }: EnquiryFormDialogProps) {
  const [values, setValues] = useState<EnquiryValues>(empty);
  const { errors, setErrors, busy, failure, reset, save } = useFormSave<Field>();

  useEffect(() => {
    if (!open) return;
    setValues(enquiry ? { ...empty, ...pick(enquiry) } : empty);
    reset();
  }, [open, enquiry, reset]);

  const set =
    (field: Field) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = enquiryInput.safeParse(values);
    if (!result.success) {
      setErrors(fieldErrorsOf<Field>(result.error.issues));
      return;
    }
    const { website: _website, ...clean } = result.data;
    await save(
      () => saveEnquiry(enquiry?._id ?? null, clean),
      enquiry
        ? { success: "Enquiry updated successfully", failure: "Failed to update enquiry" }
        : { success: "Enquiry added successfully", failure: "Failed to add enquiry" },
      onSaved,
    );
  };

  const input = (
    field: Field,
    label: string,
    type = "text",
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <FormField label={label} required error={errors[field]}>
      {(control) => (
        <input
          {...control}
          {...extra}
          name={field}
          type={type}
          required
          value={values[field]}
          onChange={set(field)}
          className={controlClass}
        />
      )}
    </FormField>
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={enquiry ? "Edit Enquiry" : "Add New Enquiry"}
      formId={enquiry ? "enquiry-edit-form" : "enquiry-add-form"}
      submitLabel={enquiry ? "Save changes" : "Add Enquiry"}
      busy={busy}
      failure={failure}
      onSubmit={submit}
    >
      {input("name", "Name")}
      {input("email", "Email", "email")}
      {input("phone", "Phone", "tel")}
      <FormField label="Course" required error={errors.course}>
        {(control) => (
          <select
            {...control}
            name="course"
            required
            value={values.course}
            onChange={set("course")}
            className={controlClass}
          >
            <option value="">Select course</option>
            {values.course && !(COURSES as readonly string[]).includes(values.course) ? (
              <option>{values.course}</option>
            ) : null}
            {COURSES.map((course) => (
              <option key={course}>{course}</option>
            ))}
          </select>
        )}
      </FormField>
      {input("neetScore", "NEET Score", "text", { inputMode: "numeric" })}
      <FormField label="Message" error={errors.message} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={3}
            value={values.message}
            onChange={set("message")}
            className={inputClass}
          />
        )}
      </FormField>
    </FormDialog>
  );
}

function pick(enquiry: Enquiry): EnquiryValues {
  const { name, email, phone, course, neetScore, message } = enquiry;
  return { name, email, phone, course, neetScore, message };
}
