import { Link } from "react-router";
import { siteConfig } from "../content/site-config";
import { buttonClass } from "../ui/button";
import { FormField } from "../ui/form-field";
import { Spinner } from "../ui/spinner";
import { controlClass } from "./control-class";

/**
 * The card of the sign-in, forgot-password and reset-password screens, near the top of the screen. Not
 * centred: the browser paints a document before it has parsed all of it, and a centred card moved up each
 * time more of its form arrived (a layout shift of 0.12–0.14 on the sign-in screen, issue 27).
 */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-br from-brand-50 to-slate-100 px-4 py-10 sm:py-[12vh]">
      <main className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <p className="text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {siteConfig.shortName} staff back-office
        </p>
        <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-2 text-center text-sm text-slate-700">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </main>
      <footer className="mt-6 text-center text-sm text-slate-700">
        <Link to="/" className="underline hover:text-brand-800">
          Back to the {siteConfig.shortName} website
        </Link>
      </footer>
    </div>
  );
}

/** A message line under a form: an error (announced) or a confirmation. */
export function FormMessage({ kind, children }: { kind: "error" | "success"; children: React.ReactNode }) {
  return (
    <p
      role={kind === "error" ? "alert" : "status"}
      className={`rounded-md px-3 py-2 text-sm ${
        kind === "error" ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"
      }`}
    >
      {children}
    </p>
  );
}

/** The e-mail field of the sign-in and forgot-password forms. */
export function EmailField({
  value,
  onChange,
  required,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Marks the label as required. */
  required?: boolean;
  /** The form's message for the field (the schema's or the server's). */
  error?: string;
}) {
  return (
    <FormField label="Email" required={required} error={error}>
      {(control) => (
        <input
          {...control}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass}
        />
      )}
    </FormField>
  );
}

/** The full-width submit button of an auth form; while busy it shows a spinner and `busyLabel`. */
export function AuthSubmit({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: string;
}) {
  return (
    <button type="submit" className={`${buttonClass.primary} w-full py-2.5`} disabled={busy}>
      {busy ? (
        <>
          <Spinner />
          {` ${busyLabel}`}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** Where an auth screen ends up (sent, done, or unusable): the message and a button-styled link to the next step. */
export function AuthOutcome({
  kind,
  message,
  to,
  linkText,
  state,
}: {
  kind: "error" | "success";
  message: React.ReactNode;
  to: string;
  linkText: string;
  /** Handed to the next screen in the history entry (never in the address). */
  state?: unknown;
}) {
  return (
    <div className="flex flex-col gap-4">
      <FormMessage kind={kind}>{message}</FormMessage>
      <Link to={to} state={state} className={`${buttonClass.primary} w-full`}>
        {linkText}
      </Link>
    </div>
  );
}
