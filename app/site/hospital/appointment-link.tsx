import { Link } from "react-router";

/** The way to ask for an OPD appointment, on every hospital page (issue 23): a call-back, never a must. */
export function AppointmentLink() {
  return (
    <p className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800">
      <Link to="/hospitals/appointment" className="font-semibold text-brand-800 underline underline-offset-2">
        Ask for an OPD appointment
      </Link>
      : choose a department and a day, and the hospital will call you back. Walk-in registration at the
      counter stays open.
    </p>
  );
}
