import { FormField } from "../../ui/form-field";
import { controlClass } from "../control-class";

type NameEmail = { name: string; email: string };

/** A colleague's name and e-mail, as the invitation and the correction of their details ask for them. */
export function NameEmailFields<Values extends NameEmail>({
  values,
  errors,
  onChange,
}: {
  values: Values;
  errors: Partial<Record<keyof NameEmail, string>>;
  onChange: (values: Values) => void;
}) {
  const input = (field: keyof NameEmail, label: string, type: "text" | "email") => (
    <FormField label={label} required error={errors[field]}>
      {(control) => (
        <input
          {...control}
          type={type}
          name={field}
          autoComplete="off"
          value={values[field]}
          onChange={(event) => onChange({ ...values, [field]: event.target.value })}
          className={controlClass}
        />
      )}
    </FormField>
  );
  return (
    <>
      {input("name", "Full Name", "text")}
      {input("email", "Email", "email")}
    </>
  );
}
