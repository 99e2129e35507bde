import { useState } from "react";
import { Link } from "react-router";
import { FORGOT_PASSWORD_MESSAGE } from "../../../contract/auth";
import { ApiError, apiRequest } from "../../staff/api-client";
import { AuthCard, AuthOutcome, AuthSubmit, EmailField, FormMessage } from "../../staff/auth-card";
import { staffMeta } from "../../staff/staff-meta";

export const meta = () => staffMeta("Forgot password");

export default function ForgotPassword() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");
  const [sent, setSent] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError("Please enter your email address");
      return;
    }
    setError("");
    setBusy(true);
    try {
      const body = await apiRequest<{ message?: string }>("forgot-password", {
        method: "POST",
        json: { email: email.trim() },
        ignoreUnauthorized: true,
        fallback: "The reset e-mail could not be requested. Please try again.",
      });
      setSent(body.message ?? FORGOT_PASSWORD_MESSAGE);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "Please try again.");
    } finally {
      setBusy(false);
    }
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
          {error ? <FormMessage kind="error">{error}</FormMessage> : null}
          <EmailField value={email} onChange={setEmail} required />
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
