import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { apiRequest } from "../../staff/api-client";
import { AuthCard, AuthOutcome } from "../../staff/auth-card";
import { PASSWORD_MIN_LENGTH, PasswordForm } from "../../staff/password-form";
import { staffMeta } from "../../staff/staff-meta";

export const meta = () => staffMeta("Choose a new password");

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState("");
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
    <AuthCard title="Choose a new password" intro={`Use at least ${PASSWORD_MIN_LENGTH} characters.`}>
      {done ? (
        <AuthOutcome kind="success" message={done} to="/login" linkText="Go to sign-in" />
      ) : (
        <PasswordForm
          labels={["New password", "Repeat the new password"]}
          field="password"
          submitLabel="Set new password"
          busyLabel="Saving..."
          layout="card"
          failureMessage="The password could not be changed. Please try again."
          send={(input) =>
            apiRequest<{ message: string }>("reset-password", {
              method: "POST",
              json: { password: input.password },
              bearer: token,
              ignoreUnauthorized: true,
              fallback: "The password could not be changed. Please try again.",
            })
          }
          onSaved={(body) => setDone(body.message)}
          afterFailure={(failure) =>
            /invalid or has expired/.test(failure) ? (
              <p className="text-center text-sm">
                <Link to="/forgot-password" className="font-medium text-brand-700 underline">
                  Request a new reset link
                </Link>
              </p>
            ) : null
          }
        />
      )}
    </AuthCard>
  );
}
