import { useState } from "react";
import { useSearchParams } from "react-router";
import { apiRequest } from "../../staff/api-client";
import { AuthCard, AuthOutcome } from "../../staff/auth-card";
import { PASSWORD_MIN_LENGTH, PasswordForm } from "../../staff/password-form";
import type { SignInState } from "../../staff/session-store";
import { staffMeta } from "../../staff/staff-meta";

export const meta = () => staffMeta("Accept your invitation");

/** The invitation e-mail's link: the invited person chooses a password. */
export default function AcceptInvitation() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
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
      intro={`Choose the password for your staff account (at least ${PASSWORD_MIN_LENGTH} characters).`}
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
        <PasswordForm
          labels={["Password", "Repeat the password"]}
          field="password"
          submitLabel="Set password"
          busyLabel="Saving..."
          layout="card"
          failureMessage="The password could not be set. Please try again."
          send={(input) =>
            apiRequest<{ message: string; data: { email: string } }>("invitations/accept", {
              method: "POST",
              json: { token, password: input.password },
              ignoreUnauthorized: true,
              fallback: "The password could not be set. Please try again.",
            })
          }
          onSaved={(body) => setDone({ message: body.message, email: body.data.email })}
        />
      )}
    </AuthCard>
  );
}
