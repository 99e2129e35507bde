import { ContactDetailsFields } from "~/site/forms/contact-details-fields";
import { PostedInput, PostedSelect, PostedTextarea } from "~/site/forms/posted-fields";
import { usePostedForm } from "~/site/forms/posted-form";
import { PrivacyNotice } from "~/site/forms/privacy-notice";
import { PublicFormFrame } from "~/site/forms/public-form-frame";

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "category", "message"] as const;

/** The contact page's message form (public spec §2.14, §4, §5). */
export function ContactForm({
  categories,
  sentMessage,
  retentionMonths,
}: {
  categories: { value: string; label: string }[];
  sentMessage: string;
  retentionMonths: number;
}) {
  const form = usePostedForm<(typeof CONTACT_FIELDS)[number]>();
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
        <PostedSelect
          form={form}
          name="category"
          label="Category"
          placeholder="Select a category"
          options={categories}
          required
        />
      </div>
      <PostedInput form={form} name="subject" label="Subject" type="text" required />
      <PostedTextarea form={form} name="message" label="Message" rows={6} required />
      <PrivacyNotice form="contact" retentionMonths={retentionMonths} />
    </PublicFormFrame>
  );
}
