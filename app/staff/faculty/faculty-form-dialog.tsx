import { useEffect, useRef, useState } from "react";
import {
  FACULTY_FIELD_NAMES,
  FACULTY_FIELDS,
  FILE_TOO_LARGE_MESSAGE,
  PHOTO_MAX_BYTES,
  facultyRecordInput,
  type Faculty,
  type FacultyField,
} from "../../../contract/faculty";
import { FormField, inputClass } from "../../ui/form-field";
import { FormDialog } from "../form-dialog";
import { saveFaculty } from "./faculty-api";
import { controlClass } from "../control-class";
import { useStaffForm } from "../use-staff-form";

/** The form's fields, in order, from the one declaration in contract/faculty.ts. */
const FIELDS = FACULTY_FIELD_NAMES;
type FieldName = FacultyField;
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

/**
 * The form asks the experience once, in whole years, and writes the directory's text from it ("8 years");
 * a member whose years were never given keeps the text they have.
 */
function valuesToSend(values: Values): Values {
  const years = values.experienceYears.trim();
  if (!/^\d+$/.test(years)) return values;
  return { ...values, experience: `${Number(years)} year${Number(years) === 1 ? "" : "s"}` };
}

/** The fields with a control of their own. */
const SHOWN = FIELDS.filter(
  (field) => !("hidden" in FACULTY_FIELDS[field].form && FACULTY_FIELDS[field].form.hidden),
);

/** Field messages from the contract's schema (the same rules the server applies). */
function validate(values: Values): Errors {
  const errors: Errors = {};
  const result = facultyRecordInput.safeParse(valuesToSend(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as FieldName;
      errors[field] ??= issue.message;
    }
  }
  // Fields the form requires beyond the API (the spec marks the medical council as required).
  for (const field of FIELDS) {
    const spec = FACULTY_FIELDS[field];
    if (spec.form.required && !values[field].trim()) errors[field] ??= `${spec.label} is required`;
  }
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
  const { errors, setErrors, busy, failure, reset, save } = useStaffForm<
    Record<string, never>,
    FieldName | "photo"
  >({});

  // Opening Add clears the form; opening Edit fills it with the member.
  useEffect(() => {
    if (!open) return;
    setValues(member ? valuesOf(member) : emptyValues());
    setPhoto(null);
    setRemovePhoto(false);
    setPreview(member?.photo ?? null);
    reset();
  }, [open, member, reset]);

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
    for (const field of FIELDS) form.append(field, valuesToSend(values)[field].trim());
    if (photo) form.append("photo", photo);
    else if (removePhoto) form.append("removePhoto", "true");
    await save(
      () => saveFaculty(member?._id ?? null, form),
      member
        ? { success: "Faculty member updated successfully", failure: "Failed to update faculty member" }
        : { success: "Faculty member added successfully", failure: "Failed to add faculty member" },
      onSaved,
    );
  };

  const control = (field: FieldName) => {
    const { label, form } = FACULTY_FIELDS[field];
    const hint = "hint" in form ? form.hint : undefined;
    const required = "required" in form ? form.required : undefined;
    if (form.kind === "textarea") {
      return (
        <FormField key={field} label={label} error={errors[field]} hint={hint} className="sm:col-span-2">
          {(props) => (
            <textarea
              {...props}
              name={field}
              rows={3}
              value={values[field]}
              onChange={set(field)}
              className={inputClass}
            />
          )}
        </FormField>
      );
    }
    if (form.kind === "select") {
      const choices: readonly string[] = form.choices ?? [];
      return (
        <FormField key={field} label={label} required={required} error={errors[field]} hint={hint}>
          {(props) => (
            <select
              {...props}
              name={field}
              value={values[field]}
              onChange={set(field)}
              required={required}
              className={controlClass}
            >
              <option value="">
                {"emptyChoice" in form ? form.emptyChoice : `Select ${label.toLowerCase()}`}
              </option>
              {/* A value no longer in the list (e.g. imported) stays selectable. */}
              {values[field] && !choices.includes(values[field]) ? <option>{values[field]}</option> : null}
              {choices.map((choice) => (
                <option key={choice}>{choice}</option>
              ))}
            </select>
          )}
        </FormField>
      );
    }
    return (
      <FormField key={field} label={label} required={required} error={errors[field]} hint={hint}>
        {(props) => (
          <input
            {...props}
            name={field}
            type={form.kind}
            value={values[field]}
            onChange={set(field)}
            required={required}
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
      title={member ? "Edit Faculty Member" : "Add New Faculty Member"}
      formId={member ? "faculty-edit-form" : "faculty-add-form"}
      submitLabel={member ? "Update Faculty" : "Add Faculty"}
      busy={busy}
      failure={failure}
      onSubmit={submit}
    >
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
      {SHOWN.map(control)}
    </FormDialog>
  );
}
