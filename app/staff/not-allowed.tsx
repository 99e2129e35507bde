import { Link } from "react-router";
import { ROLE_LABELS, isRole } from "../../contract/permissions";
import { buttonClass } from "../ui/button";

/** A screen the signed-in role may not use: said plainly, with a way back (never a broken page). */
export function NotAllowed({ screen, role }: { screen: string; role: string | undefined }) {
  return (
    <section
      aria-labelledby="not-allowed-title"
      className="mx-auto max-w-lg rounded-lg bg-white p-8 text-center shadow-sm"
    >
      <h1 id="not-allowed-title" className="text-2xl font-bold text-slate-900">
        Not allowed
      </h1>
      <p className="mt-3 text-slate-700">
        Your role ({isRole(role) ? ROLE_LABELS[role] : (role ?? "unknown")}) does not allow the {screen}{" "}
        screen. If you need it, ask an administrator.
      </p>
      <Link to="/dashboard" className={`${buttonClass.primary} mt-6`}>
        Go to the dashboard
      </Link>
    </section>
  );
}

/** Two-factor sign-in is required and not yet on: everything but Settings waits. */
export function EnrolFirst() {
  return (
    <section
      aria-labelledby="enrol-title"
      className="mx-auto max-w-lg rounded-lg bg-white p-8 text-center shadow-sm"
    >
      <h1 id="enrol-title" className="text-2xl font-bold text-slate-900">
        Set up two-factor sign-in first
      </h1>
      <p className="mt-3 text-slate-700">
        Two-factor sign-in is required for every staff account, yours too. Set it up in Settings; then the
        back-office opens.
      </p>
      <Link to="/dashboard/settings#two-factor" className={`${buttonClass.primary} mt-6`}>
        Set up two-factor sign-in
      </Link>
    </section>
  );
}
