import { useState } from "react";
import { Link } from "react-router";
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordInput } from "../../../contract/auth";
import { apiRequest } from "../../staff/api-client";
import { AuthCard, AuthOutcome, AuthSubmit, EmailField, FormMessage } from "../../staff/auth-card";
import { staffMeta } from "../../staff/staff-meta";
import { useStaffForm } from "../../staff/use-staff-form";

export const meta = () => staffMeta("Forgot password");

export default function ForgotPassword() {
  const form = useStaffForm({ email: "" });
  const { values, setValues, errors, busy, failure } = form;
  const [sent, setSent] = useState("");

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = form.check(forgotPasswordInput);
    if (!input) return;
    const body = await form.save(
      () =>
        apiRequest<{ message?: string }>("forgot-password", {
          method: "POST",
          json: input,
          ignoreUnauthorized: true,
          fallback: "The reset e-mail could not be requested. Please try again.",
        }),
      { success: "", failure: "Please try again.", toastFailure: false },
    );
    if (body) setSent(body.message ?? FORGOT_PASSWORD_MESSAGE);
  };

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the e-mail address of your staff account. We will send you a link to choose a new password; it works for 30 minutes."
    >
      {sent ? (
        <AuthOutcome kind="success" message={sent} to="/login" linkText="Back to sign-in" />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {/* A refusal naming the address shows at the field; the line here says what it does not. */}
          {failure && !errors.email ? <FormMessage kind="error">{failure}</FormMessage> : null}
          <EmailField
            value={values.email}
            onChange={(email) => setValues({ email })}
            error={errors.email}
            required
          />
          <AuthSubmit busy={busy} busyLabel="Sending...">
            Send reset link
          </AuthSubmit>
          <p className="text-center text-sm">
            <Link to="/login" className="font-medium text-brand-700 underline hover:text-brand-800">
              Back to sign-in
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
