import { useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError, apiRequest } from "../../staff/api-client";
import { AuthCard, AuthOutcome, AuthSubmit, FormMessage } from "../../staff/auth-card";
import { NewPasswordFields } from "../../staff/password-input";
import type { SignInState } from "../../staff/session-store";
import { staffMeta } from "../../staff/staff-meta";

export const meta = () => staffMeta("Accept your invitation");

const MIN_LENGTH = 10;

/** The invitation e-mail's link: the invited person chooses a password. */
export default function AcceptInvitation() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState("");
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_LENGTH) return setError(`Password must be at least ${MIN_LENGTH} characters`);
    if (password !== confirm) return setError("The two passwords do not match");
    setError("");
    setBusy(true);
    try {
      const body = await apiRequest<{ message: string; data: { email: string } }>("invitations/accept", {
        method: "POST",
        json: { token, password },
        ignoreUnauthorized: true,
        fallback: "The password could not be set. Please try again.",
      });
      setDone({ message: body.message, email: body.data.email });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "Please try again.");
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <AuthCard title="Accept your invitation">
        <AuthOutcome
          kind="error"
          message="This page needs the link from your invitation e-mail. Open the link from the e-mail, or ask an administrator to invite you again."
          to="/login"
          linkText="Go to sign-in"
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Accept your invitation"
      intro={`Choose the password for your staff account (at least ${MIN_LENGTH} characters).`}
    >
      {done ? (
        // The sign-in form opens with the e-mail filled in: it travels in the history entry, not the address.
        <AuthOutcome
          kind="success"
          message={done.message}
          to="/login"
          state={{ email: done.email } satisfies SignInState}
          linkText="Go to sign-in"
        />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {error ? <FormMessage kind="error">{error}</FormMessage> : null}
          <NewPasswordFields
            labels={["Password", "Repeat the password"]}
            minLength={MIN_LENGTH}
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
          />
          <AuthSubmit busy={busy} busyLabel="Saving...">
            Set password
          </AuthSubmit>
        </form>
      )}
    </AuthCard>
  );
}
