import { Link } from "react-router";
import { useMessages } from "~/site/i18n/messages";

/** What a patient looks for first (issue 23), linked from every hospital page. */
export const PATIENT_LINKS = [
  { label: "patients.links.opd", to: "/hospitals/opd" },
  { label: "patients.links.rates", to: "/hospitals/rates" },
  { label: "patients.links.insurance", to: "/hospitals/insurance" },
  { label: "patients.links.bloodBank", to: "/hospitals/blood-bank" },
  { label: "patients.links.appointment", to: "/hospitals/appointment" },
  { label: "patients.links.emergency", to: "/hospitals/emergency" },
] as const;

/** The patients' links box; the current page is marked, not linked to itself. */
export function PatientLinks({ current }: { current?: string }) {
  const { t } = useMessages();
  return (
    <nav
      aria-label={t("patients.links.title")}
      className="rounded-lg border border-brand-100 bg-brand-50 p-5"
    >
      <h2 className="font-semibold text-brand-900">{t("patients.links.title")}</h2>
      <ul className="mt-2 space-y-1.5">
        {PATIENT_LINKS.map((link) => (
          <li key={link.to}>
            {link.to === current ? (
              <span aria-current="page" className="font-medium text-slate-900">
                {t(link.label)}
              </span>
            ) : (
              <Link to={link.to} className="font-medium text-brand-700 underline hover:text-brand-900">
                {t(link.label)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
