import { isOpdFallback, type OpdSession, type PublicOpdSession } from "../../../contract/opd";
import { useMessages } from "~/site/i18n/messages";
import { useSiteHref } from "~/site/i18n/use-site-href";
import { doctorHref } from "./opd-format";

/** The session's doctors as links to their directory entries; "Duty doctors" when none is named; in the page's language and under its address. */
export function OpdDoctors({ session }: { session: Pick<OpdSession, "department" | "doctors"> }) {
  const { t } = useMessages();
  const siteHref = useSiteHref();
  if (session.doctors.length === 0)
    return <span className="text-slate-600">{t("patients.opd.dutyDoctors")}</span>;
  return (
    <>
      {session.doctors.map((doctor, index) => (
        <span key={doctor._id}>
          {index > 0 ? ", " : null}
          <a href={siteHref(doctorHref(session.department, doctor._id))} className="text-brand-700 underline">
            {doctor.name}
          </a>
        </span>
      ))}
    </>
  );
}

/** The session's note in the page's language; the English one, where it has no Hindi, marked lang="en". */
export function OpdNote({
  session,
  className,
}: {
  session: Pick<PublicOpdSession, "note" | "fallbacks">;
  className: string;
}) {
  if (!session.note) return null;
  return (
    <span lang={isOpdFallback(session, "note") ? "en" : undefined} className={`block ${className}`}>
      {session.note}
    </span>
  );
}
