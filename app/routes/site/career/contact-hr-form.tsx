import { HR_POSITIONS } from "~/content/careers";
import { ContactDetailsFields } from "~/site/forms/contact-details-fields";
import type { PostedForm } from "~/site/forms/posted-form";
import { PublicFormFrame } from "~/site/forms/public-form-frame";
import { FormField, inputClass } from "~/ui/form-field";
import type { HrField } from "./career-enquiry";

/**
 * The Contact HR form. An opening's Apply fills its position (a link to `?position=…#contact-hr`, or the
 * careers script in place); the form script sends it as a contact message ("hr-enquiry", see
 * app/site/enhance/site-enhance.ts).
 */
export function ContactHrForm({ form, sentMessage }: { form: PostedForm<HrField>; sentMessage: string }) {
  const { values, errors } = form;
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
        <FormField label="Interested position" required error={errors.position}>
          {(ids) => (
            <select
              {...ids}
              name="position"
              defaultValue={values.position ?? ""}
              required
              className={inputClass}
            >
              <option value="">Select a position</option>
              {HR_POSITIONS.map((position) => (
                <option key={position.value} value={position.value}>
                  {position.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        label="Message"
        required
        error={errors.message}
        hint="Your qualifications, experience and the role you are looking for."
      >
        {(ids) => (
          <textarea
            {...ids}
            name="message"
            defaultValue={values.message ?? ""}
            rows={5}
            required
            className={inputClass}
          />
        )}
      </FormField>
    </PublicFormFrame>
  );
}
