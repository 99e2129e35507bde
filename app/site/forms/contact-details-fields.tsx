import type { PostedForm } from "./posted-form";
import { PostedInput } from "./posted-fields";

type ContactDetail = "name" | "email" | "phone";

const DEFAULT_LABELS: Record<ContactDetail, string> = { name: "Name", email: "Email", phone: "Phone" };

/** The required name, email and phone inputs that open every public form. */
export function ContactDetailsFields({
  form,
  labels = DEFAULT_LABELS,
  nameAutoComplete = "name",
}: {
  form: Pick<PostedForm<string>, "values" | "errors">;
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
        <PostedInput
          key={field}
          form={form}
          name={field}
          label={labels[field]}
          type={type}
          autoComplete={autoComplete}
          required
        />
      ))}
    </>
  );
}
