import { useMessages } from "../i18n/messages";
import type { MessageKey } from "../i18n/messages.en";
import { FormAlert } from "./form-alert";
import { failureTexts } from "./localize-failure";
import { HoneypotField } from "./honeypot-field";
import type { PostedForm } from "./posted-form";
import { SendingButton } from "./sending-button";
import { SentNotice, SuccessDialog, type FormConfirmation } from "./success-dialog";

/**
 * The frame every public form shares: the form that posts to its page's action (anchored at `anchor`)
 * without JavaScript, with the fields, the honeypot, the alert and the submit button; the notice of an
 * accepted post; and the success dialog. The data attributes tell the form script (ADR 013) where to send
 * the form as JSON and what to say.
 */
export function PublicFormFrame({
  form,
  anchor,
  endpoint,
  successMessage,
  kind = "",
  labels = {},
  sendsLanguage = false,
  submitLabel,
  confirmation,
  children,
}: {
  form: PostedForm<string>;
  /** Id of the section the no-JavaScript post returns to. */
  anchor: string;
  /** The REST endpoint that takes the same input as the page's action. */
  endpoint: string;
  /** The toast when the endpoint's answer names no message. */
  successMessage: string;
  /** Names the form script's body and error mapping for this form, if it needs one. */
  kind?: string;
  /** Each field's label (catalogue key), which a refusal names on a page in another language than English. */
  labels?: Partial<Record<string, MessageKey>>;
  /** The endpoint keeps the page's language with the record (enquiries, contact messages): the script sends it. */
  sendsLanguage?: boolean;
  submitLabel: string;
  /** What the accepted post says, when not the default words (it may quote the answer, e.g. a reference). */
  confirmation?: FormConfirmation;
  children: React.ReactNode;
}) {
  const { language, t } = useMessages();
  return (
    <>
      {form.sent ? (
        <SentNotice confirmation={confirmation} receipt={form.receipt} reference={form.reference} />
      ) : null}
      <SuccessDialog confirmation={confirmation} />
      <form
        method="post"
        action={`#${anchor}`}
        data-public-form={kind}
        data-endpoint={endpoint}
        data-success-message={successMessage}
        data-language={sendsLanguage ? language : undefined}
        // The form script's words for a refusal on a Hindi page (the API answers in English).
        data-failure-texts={language === "en" ? undefined : JSON.stringify(failureTexts(t, labels))}
        className="relative space-y-4"
      >
        {children}
        <HoneypotField />
        <FormAlert message={form.alert} />
        <SendingButton>{submitLabel}</SendingButton>
      </form>
    </>
  );
}
