import { FormField } from "../../ui/form-field";
import { controlClass } from "../control-class";

/** A labelled one-line text field that reports its text (not the event), with its hint and error. */
export function TextInput({
  label,
  name,
  value,
  error,
  hint,
  required,
  className,
  inputMode,
  lang,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  inputMode?: "numeric";
  /** `hi` for a Hindi text edited beside the English (issue 24). */
  lang?: "hi";
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} required={required} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          {...control}
          name={name}
          value={value}
          inputMode={inputMode}
          lang={lang}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass}
        />
      )}
    </FormField>
  );
}
