import { useState } from "react";
import { Link, redirect, useNavigate } from "react-router";
import type { User } from "../../../contract/auth";
import { ApiError, apiRequest } from "../../staff/api-client";
import { AuthCard, AuthSubmit, EmailField, FormMessage } from "../../staff/auth-card";
import { fetchSignedInUser } from "../../staff/fetch-me";
import { FullPageSpinner } from "../../staff/full-page-spinner";
import { PasswordInput } from "../../staff/password-input";
import { cacheUser } from "../../staff/session-store";
import { staffMeta } from "../../staff/staff-meta";
import { FormField } from "../../ui/form-field";

export const meta = () => staffMeta("Sign in");

// A visitor who is already signed in goes straight on to the dashboard.
export async function clientLoader() {
  if (await fetchSignedInUser().catch(() => null)) throw redirect("/dashboard");
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <FullPageSpinner label="Checking your session..." />;
}

export default function Login() {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError("Please fill in all fields");
      return;
    }
    setError("");
    setBusy(true);
    try {
      const body = await apiRequest<{ data: { User: User } }>("login", {
        method: "POST",
        json: { email: email.trim(), password, remember },
        ignoreUnauthorized: true,
        fallback: "Login failed. Please try again.",
      });
      cacheUser(body.data.User);
      navigate("/dashboard", { replace: true });
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status !== 0
          ? caught.message
          : "Login failed. Please try again.",
      );
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Staff sign-in" intro="Sign in to manage faculty, messages and admission enquiries.">
      {/* noValidate: the screen shows its own "Please fill in all fields" message. */}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <EmailField value={email} onChange={setEmail} />
        <FormField label="Password">
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label className="flex items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              className="h-4 w-4 accent-brand-700"
            />
            Remember me for 30 days
          </label>
          <Link to="/forgot-password" className="font-medium text-brand-700 underline hover:text-brand-800">
            Forgot password?
          </Link>
        </div>
        <AuthSubmit busy={busy} busyLabel="Signing in...">
          Sign In
        </AuthSubmit>
        <p className="text-center text-sm text-slate-700">
          No account yet? Staff accounts are created by the college&apos;s administrator: ask your
          administrator for one.
        </p>
      </form>
    </AuthCard>
  );
}
