import type { OpdSession } from "../../../contract/opd";
import { doctorHref } from "./opd-format";

/** The session's doctors as links to their directory entries; "Duty doctors" when none is named. */
export function OpdDoctors({ session }: { session: Pick<OpdSession, "department" | "doctors"> }) {
  if (session.doctors.length === 0) return <span className="text-slate-600">Duty doctors</span>;
  return (
    <>
      {session.doctors.map((doctor, index) => (
        <span key={doctor._id}>
          {index > 0 ? ", " : null}
          <a href={doctorHref(session.department, doctor._id)} className="text-brand-700 underline">
            {doctor.name}
          </a>
        </span>
      ))}
    </>
  );
}
