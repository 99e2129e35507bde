import { HR_POSITIONS } from "~/site/careers/job-openings";
import { ContactDetailsFields } from "~/site/forms/contact-details-fields";
import { PostedSelect, PostedTextarea } from "~/site/forms/posted-fields";
import type { PostedForm } from "~/site/forms/posted-form";
import { PrivacyNotice } from "~/site/forms/privacy-notice";
import { PublicFormFrame } from "~/site/forms/public-form-frame";
import { CONTACT_DETAIL_LABELS } from "~/site/forms/contact-details-fields";
import type { HrField } from "./career-enquiry";
import { useMessages } from "~/site/i18n/messages";
import type { MessageKey } from "~/site/i18n/messages.en";

const POSITION_LABELS: Record<(typeof HR_POSITIONS)[number]["value"], MessageKey> = {
  medical: "applicants.career.positionMedical",
  nursing: "applicants.career.positionNursing",
  academic: "applicants.career.positionAcademic",
  admin: "applicants.career.positionAdmin",
  other: "applicants.career.positionOther",
};

/**
 * The Contact HR form. An opening's Apply fills its position (a link to `?position=…#contact-hr`, or the
 * careers script in place); the form script sends it as a contact message ("hr-enquiry", see
 * app/site/enhance/site-enhance.ts).
 */
export function ContactHrForm({
  form,
  sentMessage,
  retentionMonths,
}: {
  form: PostedForm<HrField>;
  sentMessage: string;
  retentionMonths: number;
}) {
  const { t } = useMessages();
  const positions = HR_POSITIONS.map((option) => ({ ...option, label: t(POSITION_LABELS[option.value]) }));
  return (
    <PublicFormFrame
      form={form}
      anchor="contact-hr"
      endpoint="/api/contact-us"
      kind="hr-enquiry"
      successMessage={sentMessage}
      labels={{
        ...CONTACT_DETAIL_LABELS,
        position: "applicants.career.position",
        message: "forms.field.message",
      }}
      sendsLanguage
      submitLabel={t("applicants.career.send")}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactDetailsFields form={form} />
        <PostedSelect
          form={form}
          name="position"
          label={t("applicants.career.position")}
          placeholder={t("applicants.career.choosePosition")}
          options={positions}
          required
        />
      </div>
      <PostedTextarea
        form={form}
        name="message"
        label={t("applicants.career.message")}
        rows={5}
        required
        hint={t("applicants.career.messageHint")}
      />
      <PrivacyNotice form="careers" retentionMonths={retentionMonths} />
    </PublicFormFrame>
  );
}
