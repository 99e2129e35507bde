import { HR_POSITIONS } from "~/content/careers";
import { FormAlert } from "~/site/forms/form-alert";
import { HoneypotField } from "~/site/forms/honeypot-field";
import { SendingButton } from "~/site/forms/sending-button";
import { SuccessDialog } from "~/site/forms/success-dialog";
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
    <>
      <SuccessDialog open={form.dialogOpen} onClose={form.closeDialog} hydrated={hydrated} />
      <form
        method="post"
        action="#contact-hr"
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
        <HoneypotField />
        <FormAlert message={form.alert} />
        <SendingButton sending={form.sending}>Send to HR</SendingButton>
      </form>
    </>
  );
}
