import { useEffect, useState } from "react";
import type { RecordFieldSpec } from "../../../contract/record-fields";
import { FormField, inputClass } from "../../ui/form-field";
import { controlClass } from "../control-class";
import { FormDialog } from "../form-dialog";
import { saveRegisterRecord, type RegisterRow } from "./register-api";
import type { Register } from "./registers";
import { errorsOf, useStaffForm } from "../use-staff-form";

type Values = Record<string, unknown>;

/** The label a stored choice is shown with ("all-india" → "All India quota"). */
export const choiceLabel = (spec: RecordFieldSpec, value: string) => spec.form.choiceLabels?.[value] ?? value;

/** Form values of a record: stored values as the controls hold them (blank for none). */
function valuesOf(register: Register, row: RegisterRow | null): Values {
  return Object.fromEntries(
    Object.entries(register.fields).map(([name, spec]) => {
      const value = row?.[name];
      if (spec.form.kind === "checkbox") return [name, value === true];
      return [name, value === null || value === undefined ? "" : String(value)];
    }),
  );
}

const inputType: Record<string, string> = {
  number: "number",
  date: "date",
  month: "month",
  email: "email",
  tel: "tel",
  text: "text",
};

/** One field's control, as its declaration's `form` says. */
function Control({
  name,
  spec,
  value,
  onChange,
  control,
}: {
  name: string;
  spec: RecordFieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  control: { id: string; "aria-describedby"?: string; "aria-invalid"?: boolean };
}) {
  const { form } = spec;
  const text = String(value ?? "");
  if (form.kind === "select") {
    return (
      <select
        {...control}
        name={name}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass}
      >
        <option value="">{form.required ? `Select ${spec.label.toLowerCase()}` : "(none)"}</option>
        {(form.choices ?? []).map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(spec, choice)}
          </option>
        ))}
      </select>
    );
  }
  if (form.kind === "checkbox") {
    return (
      <input
        {...control}
        name={name}
        type="checkbox"
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5"
      />
    );
  }
  if (form.kind === "textarea") {
    return (
      <textarea
        {...control}
        name={name}
        value={text}
        rows={4}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    );
  }
  return (
    <input
      {...control}
      name={name}
      type={inputType[form.kind] ?? "text"}
      min={form.min}
      max={form.max}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      className={controlClass}
    />
  );
}

/**
 * The add/edit dialog of a register, rendered from its field declaration: checked with the contract's own
 * schema before sending, and the server's field errors shown on their fields.
 */
export function RegisterFormDialog({
  register,
  open,
  row,
  onClose,
  onSaved,
}: {
  register: Register;
  open: boolean;
  row: RegisterRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(register, null));
  const form = useStaffForm({});
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    setValues(valuesOf(register, row));
    reset();
  }, [open, row, register, reset]);

  const { one } = register.nouns;
  const Title = one.charAt(0).toUpperCase() + one.slice(1);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = register.input.safeParse(values);
    if (!checked.success) {
      form.setErrors(errorsOf(checked.error.issues));
      return;
    }
    void form.save(
      () => saveRegisterRecord(register, row, values),
      { success: row ? `${Title} updated` : `${Title} added`, failure: `Failed to save the ${one}` },
      onSaved,
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={row ? `Edit ${one}` : `Add ${one}`}
      formId={`${register.path}-form`}
      submitLabel={row ? "Save changes" : `Add ${one}`}
      busy={form.busy}
      failure={form.failure}
      onSubmit={submit}
    >
      {Object.entries(register.fields).map(([name, spec]) => (
        <FormField
          key={name}
          label={spec.label}
          required={spec.form.required}
          error={form.errors[name]}
          hint={spec.form.hint}
          className={spec.form.kind === "textarea" ? "sm:col-span-2" : undefined}
        >
          {(control) => (
            <Control
              name={name}
              spec={spec}
              value={values[name]}
              onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
              control={control}
            />
          )}
        </FormField>
      ))}
    </FormDialog>
  );
}
