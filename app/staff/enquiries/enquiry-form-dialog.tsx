import { useEffect, useState } from "react";
import {
  COURSES,
  ENQUIRY_SOURCES,
  ENQUIRY_SOURCE_LABELS,
  enquiryUpdateInput,
  staffEnquiryInput,
  UPDATES_CONSENT_LABEL,
  type Enquiry,
  type EnquirySource,
} from "../../../contract/enquiry";
import { FormField, inputClass } from "../../ui/form-field";
import { FormDialog } from "../form-dialog";
import { addStaffEnquiry, saveEnquiry, type EnquiryValues } from "./enquiries-api";
import { controlClass } from "../control-class";
import { errorsOf, useStaffForm } from "../use-staff-form";

type Field = keyof EnquiryValues | "source";
const empty: EnquiryValues = { name: "", email: "", phone: "", course: "", neetScore: "", message: "" };
/** Fields a staff member may leave empty: a phone or walk-in enquiry may have neither. */
const OPTIONAL: Field[] = ["email", "neetScore"];

interface EnquiryFormDialogProps {
  open: boolean;
  /** The enquiry being edited; null adds one for a caller. */
  enquiry: Enquiry | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add New Enquiry (one taken by phone, at the counter or elsewhere: its source, e-mail and NEET score
 * optional, an acknowledgement only when asked) / Edit Enquiry (the applicant's own fields).
 */
export function EnquiryFormDialog({ open, enquiry, onClose, onSaved }: EnquiryFormDialogProps) {
  const [values, setValues] = useState<EnquiryValues>(empty);
  const [source, setSource] = useState<EnquirySource>("phone");
  const [acknowledge, setAcknowledge] = useState(false);
  const [updates, setUpdates] = useState(false);
  const { errors, setErrors, busy, failure, reset, save } = useStaffForm<Record<string, never>, Field>({});
  const adding = enquiry === null;

  useEffect(() => {
    if (!open) return;
    setValues(enquiry ? { ...empty, ...pick(enquiry) } : empty);
    setSource("phone");
    setAcknowledge(false);
    setUpdates(false);
    reset();
  }, [open, enquiry, reset]);

  const set =
    (field: Field) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (adding) {
      const entry = { ...values, source, sendAcknowledgement: acknowledge, updatesConsent: updates };
      const result = staffEnquiryInput.safeParse(entry);
      if (!result.success) {
        setErrors(errorsOf(result.error.issues));
        return;
      }
      await save(
        () => addStaffEnquiry(result.data),
        { success: "Enquiry added successfully", failure: "Failed to add enquiry" },
        onSaved,
      );
      return;
    }
    const result = enquiryUpdateInput.safeParse(values);
    if (!result.success) {
      setErrors(errorsOf(result.error.issues));
      return;
    }
    await save(
      () => saveEnquiry(enquiry._id, values),
      { success: "Enquiry updated successfully", failure: "Failed to update enquiry" },
      onSaved,
    );
  };

  const input = (
    field: keyof EnquiryValues,
    label: string,
    type = "text",
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => {
    const required = !OPTIONAL.includes(field);
    return (
      <FormField label={label} required={required} error={errors[field]}>
        {(control) => (
          <input
            {...control}
            {...extra}
            name={field}
            type={type}
            required={required}
            value={values[field]}
            onChange={set(field)}
            className={controlClass}
          />
        )}
      </FormField>
    );
  };

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
      {adding ? (
        <FormField label="Source" required error={errors.source}>
          {(control) => (
            <select
              {...control}
              name="source"
              required
              value={source}
              onChange={(event) => setSource(event.target.value as EnquirySource)}
              className={controlClass}
            >
              {ENQUIRY_SOURCES.map((value) => (
                <option key={value} value={value}>
                  {ENQUIRY_SOURCE_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
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
      {adding ? (
        <div className="sm:col-span-2">
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="sendAcknowledgement"
              checked={acknowledge}
              onChange={(event) => setAcknowledge(event.target.checked)}
              className="mt-0.5 h-4 w-4"
            />
            <span>Send acknowledgement (the reference and what happens next) to the e-mail address</span>
          </label>
          <label className="mt-2 flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="updatesConsent"
              checked={updates}
              onChange={(event) => setUpdates(event.target.checked)}
              className="mt-0.5 h-4 w-4"
            />
            <span>{UPDATES_CONSENT_LABEL} (the family asked for it)</span>
          </label>
        </div>
      ) : null}
    </FormDialog>
  );
}

function pick(enquiry: Enquiry): EnquiryValues {
  const { name, email, phone, course, neetScore, message } = enquiry;
  return { name, email, phone, course, neetScore, message };
}
