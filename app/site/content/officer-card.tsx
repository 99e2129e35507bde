import type { Officer } from "~/content/universities";
import { SiteImage } from "~/site/site-image";
import { ContactLines } from "./contact-lines";

/** A university officer: portrait, name, office and contacts. */
export function OfficerCard({ officer }: { officer: Officer }) {
  return (
    <article className="flex h-full flex-col items-center rounded-lg border border-slate-200 bg-white p-5 text-center shadow-sm">
      <SiteImage
        name={officer.portrait}
        widths={[160, 320]}
        width={160}
        height={200}
        sizes="160px"
        alt={`Portrait of ${officer.name}`}
        className="h-[200px] w-[160px] rounded-md object-cover"
      />
      <h3 className="mt-4 text-lg font-semibold text-brand-900">{officer.name}</h3>
      <p className="text-sm font-medium text-accent-600">{officer.office}</p>
      <div className="mt-3 text-left">
        <ContactLines phones={officer.phones} email={officer.email} />
      </div>
    </article>
  );
}
