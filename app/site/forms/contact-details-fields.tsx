import { FormField, inputClass } from "~/ui/form-field";

type ContactDetail = "name" | "email" | "phone";

/** The parts of a public form's state (usePublicForm) that these fields use. */
interface ContactDetailsState {
  control: (field: ContactDetail) => {
    name: string;
    value: string;
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  };
  errors: Partial<Record<ContactDetail, string>>;
}

const DEFAULT_LABELS: Record<ContactDetail, string> = { name: "Name", email: "Email", phone: "Phone" };

/** The required name, email and phone inputs that open every public form. */
export function ContactDetailsFields({
  form,
  labels = DEFAULT_LABELS,
  nameAutoComplete = "name",
}: {
  form: ContactDetailsState;
  labels?: Record<ContactDetail, string>;
  nameAutoComplete?: "name" | "given-name";
}) {
  const { control, errors } = form;
  const inputs = [
    { field: "name", type: "text", autoComplete: nameAutoComplete },
    { field: "email", type: "email", autoComplete: "email" },
    { field: "phone", type: "tel", autoComplete: "tel" },
  ] as const;
  return (
    <>
      {inputs.map(({ field, type, autoComplete }) => (
        <FormField key={field} label={labels[field]} required error={errors[field]}>
          {(ids) => (
            <input
              {...ids}
              {...control(field)}
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
