import { FormAlert } from "./form-alert";
import { HoneypotField } from "./honeypot-field";
import { SendingButton } from "./sending-button";
import { SuccessDialog } from "./success-dialog";
import type { usePublicForm } from "./use-public-form";

/** The parts of a public form's state (usePublicForm) the frame shows. */
type FrameState = Pick<
  ReturnType<typeof usePublicForm<string>>,
  "dialogOpen" | "closeDialog" | "onSubmit" | "alert" | "sending"
>;

/**
 * The frame every public form shares: the success dialog, then the form that posts to its page's
 * action (anchored at `anchor`) without JavaScript, with the fields, the honeypot, the alert and
 * the submit button.
 */
export function PublicFormFrame({
  form,
  hydrated,
  anchor,
  submitLabel,
  children,
}: {
  form: FrameState;
  hydrated: boolean;
  /** Id of the section the no-JavaScript post returns to. */
  anchor: string;
  submitLabel: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <SuccessDialog open={form.dialogOpen} onClose={form.closeDialog} hydrated={hydrated} />
      <form
        method="post"
        action={`#${anchor}`}
        noValidate={hydrated}
        onSubmit={form.onSubmit}
        className="relative space-y-4"
      >
        {children}
        <HoneypotField />
        <FormAlert message={form.alert} />
        <SendingButton sending={form.sending}>{submitLabel}</SendingButton>
      </form>
    </>
  );
}
