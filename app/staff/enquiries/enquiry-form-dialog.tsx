import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { COURSES, enquiryInput, type Enquiry } from "../../../contract/enquiry";
import { buttonClass } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { FormField, inputClass } from "../../ui/form-field";
import { Spinner } from "../../ui/spinner";
import { ApiError } from "../api-client";
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
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  // Failures are also said inside the dialog: toasts sit behind its backdrop.
  const [failure, setFailure] = useState("");

  useEffect(() => {
    if (!open) return;
    setValues(enquiry ? { ...empty, ...pick(enquiry) } : empty);
    setErrors({});
    setFailure("");
  }, [open, enquiry]);

  const set =
    (field: Field) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = enquiryInput.safeParse(values);
    if (!result.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of result.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure("");
    setBusy(true);
    try {
      const { website: _website, ...clean } = result.data;
      await saveEnquiry(enquiry?._id ?? null, clean);
      toast.success(enquiry ? "Enquiry updated successfully" : "Enquiry added successfully");
      onSaved();
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : null;
      const found: Partial<Record<Field, string>> = {};
      for (const item of error?.errors ?? []) if ("field" in item) found[item.field as Field] = item.message;
      setErrors(found);
      const message = error?.message || (enquiry ? "Failed to update enquiry" : "Failed to add enquiry");
      setFailure(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const formId = enquiry ? "enquiry-edit-form" : "enquiry-add-form";
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
    <Dialog
      open={open}
      onClose={onClose}
      title={enquiry ? "Edit Enquiry" : "Add New Enquiry"}
      size="lg"
      footer={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className={buttonClass.primary} disabled={busy}>
            {busy ? <Spinner /> : null}
            {enquiry ? "Save changes" : "Add Enquiry"}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <p className="text-sm text-slate-700 sm:col-span-2">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>
        {failure ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2">
            {failure}
          </p>
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
      </form>
    </Dialog>
  );
}

function pick(enquiry: Enquiry): EnquiryValues {
  const { name, email, phone, course, neetScore, message } = enquiry;
  return { name, email, phone, course, neetScore, message };
}
