import { useState } from "react";
import { Link, redirect, useLocation, useNavigate } from "react-router";
import type { User } from "../../../contract/auth";
import { ApiError, apiRequest } from "../../staff/api-client";
import { AuthCard, AuthSubmit, EmailField, FormMessage } from "../../staff/auth-card";
import { signedInStaff } from "../../staff/signed-in.server";
import { PasswordInput } from "../../staff/password-input";
import { cacheUser, type SignInState } from "../../staff/session-store";
import { staffMeta } from "../../staff/staff-meta";
import { FormField, inputClass } from "../../ui/form-field";
import type { HydrationHandle } from "../../hydration";
import type { Route } from "./+types/login";

export const meta = () => staffMeta("Sign in");

/** The back-office's HTML paints first; its scripts come after (ADR 028). */
export const handle: HydrationHandle = { hydrate: "after-paint" };

// A visitor who is already signed in goes straight on to the dashboard; the others get the form in the
// page's HTML, usable as soon as it paints (ADR 028).
export async function loader({ context }: Route.LoaderArgs) {
  if (await signedInStaff(context)) throw redirect("/dashboard");
  return null;
}

export default function Login() {
  const navigate = useNavigate();
  // Arriving from a screen that knows who is signing in (an accepted invitation): the e-mail is filled in.
  const arrived = useLocation().state as SignInState | null;
  const [email, setEmail] = useState(typeof arrived?.email === "string" ? arrived.email : "");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  /** Second step of a sign-in with two-factor on: the ticket from the password step. */
  const [ticket, setTicket] = useState("");
  const [code, setCode] = useState("");

  const signedIn = (user: User) => {
    cacheUser(user);
    navigate("/dashboard", { replace: true });
  };

  const failed = (caught: unknown) => {
    setError(
      caught instanceof ApiError && caught.status !== 0 ? caught.message : "Login failed. Please try again.",
    );
    setBusy(false);
  };

  const submitCode = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError("Enter the code from your authenticator app");
    setError("");
    setBusy(true);
    try {
      const body = await apiRequest<{ data: { User: User } }>("login/2fa", {
        method: "POST",
        json: { ticket, code: code.trim() },
        ignoreUnauthorized: true,
        fallback: "Login failed. Please try again.",
      });
      signedIn(body.data.User);
    } catch (caught) {
      // An expired ticket: start again from the password.
      if (caught instanceof ApiError && /expired/i.test(caught.message)) {
        setTicket("");
        setCode("");
      }
      failed(caught);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError("Please fill in all fields");
      return;
    }
    setError("");
    setBusy(true);
    try {
      const body = await apiRequest<{ data: { User: User } | { mfaRequired: true; ticket: string } }>(
        "login",
        {
          method: "POST",
          json: { email: email.trim(), password, remember },
          ignoreUnauthorized: true,
          fallback: "Login failed. Please try again.",
        },
      );
      if ("mfaRequired" in body.data) {
        setTicket(body.data.ticket);
        setCode("");
        setBusy(false);
        return;
      }
      signedIn(body.data.User);
    } catch (caught) {
      failed(caught);
    }
  };

  if (ticket) {
    return (
      <AuthCard title="Two-factor sign-in" intro="Enter the six-digit code from your authenticator app.">
        <form onSubmit={submitCode} noValidate className="flex flex-col gap-4">
          {error ? <FormMessage kind="error">{error}</FormMessage> : null}
          <FormField label="Code" hint="Lost your phone? Enter one of your recovery codes instead.">
            {(control) => (
              <input
                {...control}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                value={code}
                onChange={(event) => setCode(event.target.value)}
                className={`${inputClass} font-mono tracking-widest`}
              />
            )}
          </FormField>
          <AuthSubmit busy={busy} busyLabel="Checking...">
            Verify and sign in
          </AuthSubmit>
          <button
            type="button"
            className="text-sm font-medium text-brand-700 underline"
            onClick={() => {
              setTicket("");
              setError("");
            }}
          >
            Start again
          </button>
        </form>
      </AuthCard>
    );
  }

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
