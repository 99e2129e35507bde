import { HR_POSITIONS } from "~/content/careers";
import { ContactDetailsFields } from "~/site/forms/contact-details-fields";
import { PublicFormFrame } from "~/site/forms/public-form-frame";
import type { usePublicForm } from "~/site/forms/use-public-form";
import { FormField, inputClass } from "~/ui/form-field";
import type { HrField } from "./career-enquiry";

/** The Contact HR form; its state lives in the page so an opening's Apply can fill the position. */
export function ContactHrForm({
  form,
  hydrated,
}: {
  form: ReturnType<typeof usePublicForm<HrField>>;
  hydrated: boolean;
}) {
  const { control, errors } = form;
  return (
    <PublicFormFrame form={form} hydrated={hydrated} anchor="contact-hr" submitLabel="Send to HR">
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactDetailsFields form={form} />
        <FormField label="Interested position" required error={errors.position}>
          {(ids) => (
            <select {...ids} {...control("position")} required className={inputClass}>
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
        {(ids) => <textarea {...ids} {...control("message")} rows={5} required className={inputClass} />}
      </FormField>
    </PublicFormFrame>
  );
}
