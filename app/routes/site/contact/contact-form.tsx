import type { ContactFormCategory } from "../../../../contract/contact";
import { CONTACT_DETAIL_LABELS, ContactDetailsFields } from "~/site/forms/contact-details-fields";
import { useMessages } from "~/site/i18n/messages";
import type { MessageKey } from "~/site/i18n/messages.en";
import { PostedInput, PostedSelect, PostedTextarea } from "~/site/forms/posted-fields";
import { usePostedForm } from "~/site/forms/posted-form";
import { PrivacyNotice } from "~/site/forms/privacy-notice";
import { PublicFormFrame } from "~/site/forms/public-form-frame";

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "category", "message"] as const;

/** Each field's label, as the form shows it and a refusal names it. */
export const CONTACT_LABELS: Record<(typeof CONTACT_FIELDS)[number], MessageKey> = {
  ...CONTACT_DETAIL_LABELS,
  subject: "forms.contact.subject",
  category: "forms.contact.category",
  message: "forms.field.message",
};

/** The categories the form offers, in the page's words. */
export const CONTACT_CATEGORY_LABELS: Record<ContactFormCategory, MessageKey> = {
  general: "forms.contact.category.general",
  admissions: "forms.contact.category.admissions",
  medical: "forms.contact.category.medical",
  collaboration: "forms.contact.category.collaboration",
};

/** The contact page's message form (public spec §2.14, §4, §5). */
export function ContactForm({
  categories,
  retentionMonths,
}: {
  categories: readonly ContactFormCategory[];
  retentionMonths: number;
}) {
  const form = usePostedForm<(typeof CONTACT_FIELDS)[number]>();
  const { t } = useMessages();
  return (
    <PublicFormFrame
      form={form}
      anchor="send-message"
      endpoint="/api/contact-us"
      successMessage={t("forms.contact.sent")}
      labels={CONTACT_LABELS}
      sendsLanguage
      submitLabel={t("forms.contact.submit")}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactDetailsFields form={form} />
        <PostedSelect
          form={form}
          name="category"
          label={t(CONTACT_LABELS.category)}
          placeholder={t("forms.contact.categoryPlaceholder")}
          options={categories.map((value) => ({ value, label: t(CONTACT_CATEGORY_LABELS[value]) }))}
          required
        />
      </div>
      <PostedInput form={form} name="subject" label={t(CONTACT_LABELS.subject)} type="text" required />
      <PostedTextarea form={form} name="message" label={t(CONTACT_LABELS.message)} rows={6} required />
      <PrivacyNotice form="contact" retentionMonths={retentionMonths} />
    </PublicFormFrame>
  );
}
