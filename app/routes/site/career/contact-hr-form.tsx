import { HR_POSITIONS } from "~/site/careers/job-openings";
import { ContactDetailsFields } from "~/site/forms/contact-details-fields";
import { PostedSelect, PostedTextarea } from "~/site/forms/posted-fields";
import type { PostedForm } from "~/site/forms/posted-form";
import { PrivacyNotice } from "~/site/forms/privacy-notice";
import { PublicFormFrame } from "~/site/forms/public-form-frame";
import type { HrField } from "./career-enquiry";

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
  return (
    <PublicFormFrame
      form={form}
      anchor="contact-hr"
      endpoint="/api/contact-us"
      kind="hr-enquiry"
      successMessage={sentMessage}
      submitLabel="Send to HR"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactDetailsFields form={form} />
        <PostedSelect
          form={form}
          name="position"
          label="Interested position"
          placeholder="Select a position"
          options={HR_POSITIONS}
          required
        />
      </div>
      <PostedTextarea
        form={form}
        name="message"
        label="Message"
        rows={5}
        required
        hint="Your qualifications, experience and the role you are looking for."
      />
      <PrivacyNotice form="careers" retentionMonths={retentionMonths} />
    </PublicFormFrame>
  );
}
