import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiError, apiRequest } from "../../staff/api-client";
import { AuthCard, AuthOutcome, AuthSubmit, FormMessage } from "../../staff/auth-card";
import { NewPasswordFields } from "../../staff/password-input";
import { staffMeta } from "../../staff/staff-meta";

export const meta = () => staffMeta("Choose a new password");

const MIN_LENGTH = 10;

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_LENGTH) return setError(`Password must be at least ${MIN_LENGTH} characters`);
    if (password !== confirm) return setError("The two passwords do not match");
    setError("");
    setBusy(true);
    try {
      const body = await apiRequest<{ message: string }>("reset-password", {
        method: "POST",
        json: { password },
        bearer: token,
        ignoreUnauthorized: true,
        fallback: "The password could not be changed. Please try again.",
      });
      setDone(body.message);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "Please try again.");
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <AuthOutcome
          kind="error"
          message="This page needs the link from your password-reset e-mail. Open the link from the e-mail, or ask for a new one."
          to="/forgot-password"
          linkText="Request a reset link"
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" intro={`Use at least ${MIN_LENGTH} characters.`}>
      {done ? (
        <AuthOutcome kind="success" message={done} to="/login" linkText="Go to sign-in" />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {error ? <FormMessage kind="error">{error}</FormMessage> : null}
          <NewPasswordFields
            labels={["New password", "Repeat the new password"]}
            minLength={MIN_LENGTH}
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
          />
          <AuthSubmit busy={busy} busyLabel="Saving...">
            Set new password
          </AuthSubmit>
          {/invalid or has expired/.test(error) ? (
            <p className="text-center text-sm">
              <Link to="/forgot-password" className="font-medium text-brand-700 underline">
                Request a new reset link
              </Link>
            </p>
          ) : null}
        </form>
      )}
    </AuthCard>
  );
}
