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
