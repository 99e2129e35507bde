import { ContactDetailsFields } from "~/site/forms/contact-details-fields";
import { PublicFormFrame } from "~/site/forms/public-form-frame";
import { useHydrated } from "~/site/forms/use-hydrated";
import { usePublicForm } from "~/site/forms/use-public-form";
import { FormField, inputClass } from "~/ui/form-field";

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "category", "message"] as const;

/** The contact page's message form (public spec §2.14, §4, §5). */
export function ContactForm({
  categories,
  sentMessage,
}: {
  categories: { value: string; label: string }[];
  sentMessage: string;
}) {
  const hydrated = useHydrated();
  const form = usePublicForm({
    fields: CONTACT_FIELDS,
    required: CONTACT_FIELDS,
    endpoint: "/api/contact-us",
    successFallback: sentMessage,
  });
  const { control, errors } = form;

  return (
    <PublicFormFrame form={form} hydrated={hydrated} anchor="send-message" submitLabel="Send Message">
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactDetailsFields form={form} />
        <FormField label="Category" required error={errors.category}>
          {(ids) => (
            <select {...ids} {...control("category")} required className={inputClass}>
              <option value="">Select a category</option>
              {categories.map((category) => (
                <option key={category.value} value={category.value}>
                  {category.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label="Subject" required error={errors.subject}>
        {(ids) => <input {...ids} {...control("subject")} type="text" required className={inputClass} />}
      </FormField>
      <FormField label="Message" required error={errors.message}>
        {(ids) => <textarea {...ids} {...control("message")} rows={6} required className={inputClass} />}
      </FormField>
    </PublicFormFrame>
  );
}
