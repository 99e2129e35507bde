import { z } from "zod";
import { changePasswordInput, passwordRules } from "../../contract/auth";
import { buttonClass } from "../ui/button";
import { FormField } from "../ui/form-field";
import { Spinner } from "../ui/spinner";
import { AuthSubmit, FormMessage } from "./auth-card";
import { PasswordInput } from "./password-input";
import { useStaffForm } from "./use-staff-form";

/** The shortest password the contract accepts, for the screens' hints. */
export const PASSWORD_MIN_LENGTH = passwordRules.minLength ?? 0;

const MISMATCH = "The two passwords do not match";

/**
 * The form's schema: the new password under the server's name for it (`password`, or `newPassword` when
 * changing it), checked by `passwordRules`; its repetition; and the current password when asked for.
 */
function passwordFormSchema(field: string, withCurrent: boolean) {
  const shape: Record<string, z.ZodType<string>> = { [field]: passwordRules, repeat: z.string() };
  if (withCurrent) shape.currentPassword = changePasswordInput.shape.currentPassword;
  return z
    .object(shape)
    .refine((values) => values[field] === values.repeat, { path: ["repeat"], error: MISMATCH });
}

interface PasswordFormProps<Answer> {
  /** The labels of the new password and its repetition. */
  labels: [password: string, repeat: string];
  /** The server's name for the new password: its field errors come back under it. */
  field: "password" | "newPassword";
  /** Asks for the current password first (changing one's own password). */
  withCurrent?: boolean;
  hint?: string;
  submitLabel: string;
  busyLabel: string;
  /** The auth screens' full-width button, or the settings section's ordinary one. */
  layout: "card" | "section";
  failureMessage: string;
  send: (input: Record<string, string>) => Promise<Answer>;
  onSaved: (answer: Answer) => void;
  /** Shown under the form after a failure (e.g. "Request a new reset link"). */
  afterFailure?: (failure: string) => React.ReactNode;
}

/**
 * The one form for choosing a password (invitation, reset link, settings): checked with `passwordRules`
 * before sending, the server's refusals (a common password, a wrong current one) under the same fields.
 */
export function PasswordForm<Answer>(props: PasswordFormProps<Answer>) {
  const { field, withCurrent = false } = props;
  const form = useStaffForm<Record<string, string>>({ currentPassword: "", [field]: "", repeat: "" });
  const { errors, failure, busy } = form;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = form.check(passwordFormSchema(field, withCurrent));
    if (!input) return;
    const answer = await form.save(() => props.send(input), {
      success: "",
      failure: props.failureMessage,
      toastFailure: false,
    });
    if (answer !== null) {
      form.reset({ currentPassword: "", [field]: "", repeat: "" });
      props.onSaved(answer);
    }
  };

  const passwordInput = (name: string, label: string, autoComplete: string, hint?: string) => (
    <FormField label={label} required error={errors[name]} hint={hint}>
      {(control) => <PasswordInput {...control} {...form.bind(name)} autoComplete={autoComplete} required />}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {/* A refusal naming a field shows at that field; the line here says what no field does. */}
      {failure && Object.keys(errors).length === 0 ? <FormMessage kind="error">{failure}</FormMessage> : null}
      {withCurrent ? passwordInput("currentPassword", "Current password", "current-password") : null}
      {passwordInput(field, props.labels[0], "new-password", props.hint)}
      {passwordInput("repeat", props.labels[1], "new-password")}
      {props.layout === "card" ? (
        <AuthSubmit busy={busy} busyLabel={props.busyLabel}>
          {props.submitLabel}
        </AuthSubmit>
      ) : (
        <div>
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? <Spinner /> : null}
            {props.submitLabel}
          </button>
        </div>
      )}
      {failure ? props.afterFailure?.(failure) : null}
    </form>
  );
}
