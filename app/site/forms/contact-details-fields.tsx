import { FormField, inputClass } from "~/ui/form-field";
import type { PostedForm } from "./posted-form";

type ContactDetail = "name" | "email" | "phone";

const DEFAULT_LABELS: Record<ContactDetail, string> = { name: "Name", email: "Email", phone: "Phone" };

/** The required name, email and phone inputs that open every public form. */
export function ContactDetailsFields({
  form,
  labels = DEFAULT_LABELS,
  nameAutoComplete = "name",
}: {
  form: Pick<PostedForm<ContactDetail>, "values" | "errors">;
  labels?: Record<ContactDetail, string>;
  nameAutoComplete?: "name" | "given-name";
}) {
  const inputs = [
    { field: "name", type: "text", autoComplete: nameAutoComplete },
    { field: "email", type: "email", autoComplete: "email" },
    { field: "phone", type: "tel", autoComplete: "tel" },
  ] as const;
  return (
    <>
      {inputs.map(({ field, type, autoComplete }) => (
        <FormField key={field} label={labels[field]} required error={form.errors[field]}>
          {(ids) => (
            <input
              {...ids}
              name={field}
              defaultValue={form.values[field] ?? ""}
              type={type}
              autoComplete={autoComplete}
              required
              className={inputClass}
            />
          )}
        </FormField>
      ))}
    </>
  );
}
