import { useId } from "react";
import { FIELD_ERROR_CLASS } from "~/ui/field-error";
import { FormField, inputClass } from "~/ui/form-field";
import type { PostedForm } from "./posted-form";

/** What every control of a public form shares: its name, label, error line and starting value. */
interface PostedFieldProps {
  form: Pick<PostedForm<string>, "values" | "errors">;
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
}

const wiring = ({ form, name, required }: PostedFieldProps) => ({
  name,
  defaultValue: form.values[name] ?? "",
  required,
  className: inputClass,
});

/** A text input of a public form (PublicFormFrame). */
export function PostedInput(
  props: PostedFieldProps & {
    type: "text" | "email" | "tel";
    autoComplete?: string;
    inputMode?: "numeric";
  },
) {
  const { form, name, label, required, hint, type, autoComplete, inputMode } = props;
  return (
    <FormField label={label} required={required} error={form.errors[name]} hint={hint}>
      {(ids) => (
        <input {...ids} {...wiring(props)} type={type} autoComplete={autoComplete} inputMode={inputMode} />
      )}
    </FormField>
  );
}

/** A select of a public form: an empty choice (`placeholder`) first, then the options. */
export function PostedSelect(
  props: PostedFieldProps & { placeholder: string; options: readonly { value: string; label: string }[] },
) {
  const { form, name, label, required, hint, placeholder, options } = props;
  return (
    <FormField label={label} required={required} error={form.errors[name]} hint={hint}>
      {(ids) => (
        <select {...ids} {...wiring(props)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The message box of a public form. */
export function PostedTextarea(props: PostedFieldProps & { rows: number }) {
  const { form, name, label, required, hint, rows } = props;
  return (
    <FormField label={label} required={required} error={form.errors[name]} hint={hint}>
      {(ids) => <textarea {...ids} {...wiring(props)} rows={rows} />}
    </FormField>
  );
}

/**
 * A checkbox of a public form, unticked unless the visitor ticks it (or ticked it before a refused
 * post). Posts "on" when ticked and nothing when not, with or without the script.
 */
export function PostedCheckbox(props: Omit<PostedFieldProps, "required">) {
  const { form, name, label, hint } = props;
  const id = useId();
  const error = form.errors[name];
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={form.values[name] === "on"}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 ml-8 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={`${FIELD_ERROR_CLASS} ml-8`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
