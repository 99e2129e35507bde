import { FormAlert } from "~/site/forms/form-alert";
import { HoneypotField } from "~/site/forms/honeypot-field";
import { SendingButton } from "~/site/forms/sending-button";
import { SuccessDialog } from "~/site/forms/success-dialog";
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
    <>
      <SuccessDialog open={form.dialogOpen} onClose={form.closeDialog} hydrated={hydrated} />
      <form
        method="post"
        action="#send-message"
        noValidate={hydrated}
        onSubmit={form.onSubmit}
        className="relative space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Name" required error={errors.name}>
            {(ids) => (
              <input
                {...ids}
                {...control("name")}
                type="text"
                autoComplete="name"
                required
                className={inputClass}
              />
            )}
          </FormField>
          <FormField label="Email" required error={errors.email}>
            {(ids) => (
              <input
                {...ids}
                {...control("email")}
                type="email"
                autoComplete="email"
                required
                className={inputClass}
              />
            )}
          </FormField>
          <FormField label="Phone" required error={errors.phone}>
            {(ids) => (
              <input
                {...ids}
                {...control("phone")}
                type="tel"
                autoComplete="tel"
                required
                className={inputClass}
              />
            )}
          </FormField>
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
        <HoneypotField />
        <FormAlert message={form.alert} />
        <SendingButton sending={form.sending}>Send Message</SendingButton>
      </form>
    </>
  );
}
