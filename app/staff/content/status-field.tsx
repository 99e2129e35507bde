import { FormField } from "../../ui/form-field";
import { controlClass } from "../control-class";
import { STATUS_CHOICES } from "./content-list";

/** The Draft / Published select of a content kind's add/edit dialog. */
export function StatusField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <FormField label="Status" required error={error}>
      {(control) => (
        <select {...control} name="status" value={value} onChange={onChange} className={controlClass}>
          {STATUS_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
