import { useMessages } from "../i18n/messages";
import type { MessageKey } from "../i18n/messages.en";
import type { PostedForm } from "./posted-form";
import { PostedInput } from "./posted-fields";

type ContactDetail = "name" | "email" | "phone";

/** The labels' catalogue keys (a form may name its own). */
export const CONTACT_DETAIL_LABELS: Record<ContactDetail, MessageKey> = {
  name: "forms.field.name",
  email: "forms.field.email",
  phone: "forms.field.phone",
};

/** The required name, email and phone inputs that open every public form. */
export function ContactDetailsFields({
  form,
  labels = CONTACT_DETAIL_LABELS,
  nameAutoComplete = "name",
}: {
  form: Pick<PostedForm<string>, "values" | "errors">;
  labels?: Record<ContactDetail, MessageKey>;
  nameAutoComplete?: "name" | "given-name";
}) {
  const { t } = useMessages();
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
          label={t(labels[field])}
          type={type}
          autoComplete={autoComplete}
          required
        />
      ))}
    </>
  );
}
