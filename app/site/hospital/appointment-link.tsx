import { Link } from "react-router";
import { useMessages } from "~/site/i18n/messages";

/** The way to ask for an OPD appointment, on every hospital page (issue 23): a call-back, never a must. */
export function AppointmentLink() {
  const { t, rich } = useMessages();
  return (
    <p className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800">
      {rich("patients.appointment.text", {
        link: (
          <Link
            to="/hospitals/appointment"
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {t("patients.appointment.link")}
          </Link>
        ),
      })}
    </p>
  );
}
