import { FormField, inputClass } from "../../ui/form-field";
import { controlClass } from "../control-class";

/** One language's side of a bilingual text: its value, error and hint, and what to do with a new value. */
export interface BilingualSide {
  value: string;
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
}

/**
 * A staff-edited text and its optional Hindi beside it (issue 24): two columns from `sm` (one above the other
 * on a phone), the English `label` and `name`, the Hindi `label (Hindi)` and `nameHi` with `lang="hi"`. A
 * line of text, or with `rows` a multi-line text. It spans its parent grid's full width.
 */
export function BilingualField({
  label,
  name,
  required,
  rows,
  english,
  hindi,
  className = "gap-4",
}: {
  label: string;
  name: string;
  /** The English text is required (the Hindi one never is). */
  required?: boolean;
  /** A multi-line text of this many rows. */
  rows?: number;
  english: BilingualSide;
  hindi: BilingualSide;
  /** The gap between the two columns (the parent form's). */
  className?: string;
}) {
  const control = (side: BilingualSide, sideName: string, lang?: "hi") => (
    <FormField
      label={lang ? `${label} (Hindi)` : label}
      required={lang ? undefined : required}
      error={side.error}
      hint={side.hint}
    >
      {(wiring) =>
        rows ? (
          <textarea
            {...wiring}
            name={sideName}
            lang={lang}
            rows={rows}
            value={side.value}
            onChange={(event) => side.onChange(event.target.value)}
            className={inputClass}
          />
        ) : (
          <input
            {...wiring}
            name={sideName}
            lang={lang}
            value={side.value}
            onChange={(event) => side.onChange(event.target.value)}
            className={controlClass}
          />
        )
      }
    </FormField>
  );
  return (
    <div className={`col-span-full grid sm:grid-cols-2 ${className}`}>
      {control(english, name)}
      {control(hindi, `${name}Hi`, "hi")}
    </div>
  );
}
