import { ContactDetailsFields } from "~/site/forms/contact-details-fields";
import { PublicFormFrame } from "~/site/forms/public-form-frame";
import { usePostedForm } from "~/site/forms/posted-form";
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
  const form = usePostedForm<(typeof CONTACT_FIELDS)[number]>();
  const { values, errors } = form;

  return (
    <PublicFormFrame
      form={form}
      anchor="send-message"
      endpoint="/api/contact-us"
      successMessage={sentMessage}
      submitLabel="Send Message"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactDetailsFields form={form} />
        <FormField label="Category" required error={errors.category}>
          {(ids) => (
            <select
              {...ids}
              name="category"
              defaultValue={values.category ?? ""}
              required
              className={inputClass}
            >
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
        {(ids) => (
          <input
            {...ids}
            name="subject"
            defaultValue={values.subject ?? ""}
            type="text"
            required
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Message" required error={errors.message}>
        {(ids) => (
          <textarea
            {...ids}
            name="message"
            defaultValue={values.message ?? ""}
            rows={6}
            required
            className={inputClass}
          />
        )}
      </FormField>
    </PublicFormFrame>
  );
}
