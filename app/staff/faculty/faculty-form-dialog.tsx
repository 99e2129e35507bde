import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import {
  DEPARTMENTS,
  DESIGNATIONS,
  FILE_TOO_LARGE_MESSAGE,
  MEDICAL_COUNCILS,
  PHOTO_MAX_BYTES,
  facultyInput,
  type Faculty,
} from "../../../contract/faculty";
import { buttonClass } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { FormField, inputClass } from "../../ui/form-field";
import { Spinner } from "../../ui/spinner";
import { ApiError } from "../api-client";
import { saveFaculty } from "./faculty-api";
import { controlClass } from "../control-class";

const FIELDS = [
  "name",
  "designation",
  "qualification",
  "regNo",
  "medicalCouncil",
  "department",
  "experience",
  "experienceYears",
  "AEBASID",
  "email",
  "phone",
  "joiningDate",
  "specialization",
] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName | "photo", string>>;

const emptyValues = (): Values => Object.fromEntries(FIELDS.map((field) => [field, ""])) as Values;

const valuesOf = (member: Faculty): Values => ({
  ...emptyValues(),
  ...Object.fromEntries(
    FIELDS.map((field) => [
      field,
      member[field] === null || member[field] === undefined ? "" : String(member[field]),
    ]),
  ),
});

/** Field messages from the contract's schema (the same rules the server applies). */
function validate(values: Values): Errors {
  const errors: Errors = {};
  const result = facultyInput.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as FieldName;
      errors[field] ??= issue.message;
    }
  }
  // The spec marks the medical council as required on the form.
  if (!values.medicalCouncil) errors.medicalCouncil ??= "Medical council is required";
  return errors;
}

interface FacultyFormDialogProps {
  open: boolean;
  /** The member being edited; null adds a new one. */
  member: Faculty | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add New Faculty Member / Edit Faculty Member. */
export function FacultyFormDialog({ open, member, onClose, onSaved }: FacultyFormDialogProps) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // Failures are also said inside the dialog: toasts sit behind its backdrop.
  const [failure, setFailure] = useState("");

  // Opening Add clears the form; opening Edit fills it with the member.
  useEffect(() => {
    if (!open) return;
    setValues(member ? valuesOf(member) : emptyValues());
    setPhoto(null);
    setRemovePhoto(false);
    setPreview(member?.photo ?? null);
    setErrors({});
    setFailure("");
  }, [open, member]);

  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const set =
    (field: FieldName) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const choosePhoto = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setErrors((current) => ({ ...current, photo: "Choose an image file (JPEG, PNG or WebP)" }));
      event.target.value = "";
      return;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      setErrors((current) => ({ ...current, photo: FILE_TOO_LARGE_MESSAGE }));
      event.target.value = "";
      return;
    }
    setErrors((current) => ({ ...current, photo: undefined }));
    setRemovePhoto(false);
    setPhoto(file);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    for (const field of FIELDS) form.append(field, values[field].trim());
    if (photo) form.append("photo", photo);
    else if (removePhoto) form.append("removePhoto", "true");
    setFailure("");
    setBusy(true);
    try {
      await saveFaculty(member?._id ?? null, form);
      toast.success(member ? "Faculty member updated successfully" : "Faculty member added successfully");
      onSaved();
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : null;
      const fieldErrors: Errors = {};
      for (const item of error?.errors ?? []) {
        if ("field" in item) fieldErrors[item.field as FieldName] = item.message;
      }
      setErrors(fieldErrors);
      const message =
        error?.message || (member ? "Failed to update faculty member" : "Failed to add faculty member");
      setFailure(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const formId = member ? "faculty-edit-form" : "faculty-add-form";
  const text = (
    field: FieldName,
    label: string,
    options: { required?: boolean; type?: string; hint?: string } = {},
  ) => (
    <FormField label={label} required={options.required} error={errors[field]} hint={options.hint}>
      {(control) => (
        <input
          {...control}
          name={field}
          type={options.type ?? "text"}
          value={values[field]}
          onChange={set(field)}
          required={options.required}
          className={controlClass}
        />
      )}
    </FormField>
  );
  const select = (field: FieldName, label: string, choices: readonly string[], required?: boolean) => (
    <FormField label={label} required={required} error={errors[field]}>
      {(control) => (
        <select
          {...control}
          name={field}
          value={values[field]}
          onChange={set(field)}
          required={required}
          className={controlClass}
        >
          <option value="">Select {label.toLowerCase()}</option>
          {/* A value no longer in the list (e.g. imported) stays selectable. */}
          {values[field] && !choices.includes(values[field]) ? <option>{values[field]}</option> : null}
          {choices.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={member ? "Edit Faculty Member" : "Add New Faculty Member"}
      footer={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className={buttonClass.primary} disabled={busy}>
            {busy ? <Spinner /> : null}
            {member ? "Update Faculty" : "Add Faculty"}
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
        <div className="flex items-center gap-4 sm:col-span-2">
          {preview ? (
            <img src={preview} alt="Photo preview" className="h-20 w-20 rounded-full object-cover" />
          ) : (
            <span className="flex h-20 w-20 items-center justify-center rounded-full bg-slate-100 text-xs text-slate-600">
              No photo
            </span>
          )}
          <div className="flex flex-1 flex-col gap-2">
            <FormField label="Photo" error={errors.photo} hint="JPEG, PNG or WebP, up to 5 MB">
              {(control) => (
                <input
                  {...control}
                  type="file"
                  name="photo"
                  ref={fileInput}
                  accept="image/*"
                  onChange={choosePhoto}
                  className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
                />
              )}
            </FormField>
            {preview ? (
              <button
                type="button"
                className="self-start text-sm font-semibold text-red-700 underline"
                onClick={() => {
                  setPhoto(null);
                  setPreview(null);
                  setRemovePhoto(Boolean(member?.photo));
                  if (fileInput.current) fileInput.current.value = "";
                }}
              >
                Remove photo
              </button>
            ) : null}
          </div>
        </div>
        {text("name", "Full Name", { required: true })}
        {select("designation", "Designation", DESIGNATIONS, true)}
        {text("qualification", "Qualification", { required: true })}
        {text("regNo", "Registration Number", { required: true })}
        {select("medicalCouncil", "Medical Council", MEDICAL_COUNCILS, true)}
        {select("department", "Department", DEPARTMENTS)}
        {text("experience", "Experience", { hint: "For example: 5 years" })}
        {text("experienceYears", "Experience in years", { type: "number", hint: "Whole years, for sorting" })}
        {text("AEBASID", "AEBAS ID")}
        {text("email", "Email", { type: "email" })}
        {text("phone", "Phone", { type: "tel" })}
        {text("joiningDate", "Joining Date", { type: "date" })}
        <FormField label="Specialization" error={errors.specialization} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              name="specialization"
              rows={3}
              value={values.specialization}
              onChange={set("specialization")}
              className={inputClass}
            />
          )}
        </FormField>
      </form>
    </Dialog>
  );
}
