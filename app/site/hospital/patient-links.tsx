import { Link } from "react-router";

/** What a patient looks for first (issue 23), linked from every hospital page. */
export const PATIENT_LINKS = [
  { label: "Today's OPD and timetable", to: "/hospitals/opd" },
  { label: "Rates and registration", to: "/hospitals/rates" },
  { label: "Ayushman Bharat, insurance and ABHA", to: "/hospitals/insurance" },
  { label: "Blood availability", to: "/hospitals/blood-bank" },
  { label: "Ask for an appointment (call-back)", to: "/hospitals/appointment" },
  { label: "Emergency and ambulance numbers", to: "/hospitals/emergency" },
] as const;

/** The patients' links box; the current page is marked, not linked to itself. */
export function PatientLinks({ current }: { current?: string }) {
  return (
    <nav aria-label="For patients" className="rounded-lg border border-brand-100 bg-brand-50 p-5">
      <h2 className="font-semibold text-brand-900">For patients</h2>
      <ul className="mt-2 space-y-1.5">
        {PATIENT_LINKS.map((link) => (
          <li key={link.to}>
            {link.to === current ? (
              <span aria-current="page" className="font-medium text-slate-900">
                {link.label}
              </span>
            ) : (
              <Link to={link.to} className="font-medium text-brand-700 underline hover:text-brand-900">
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
