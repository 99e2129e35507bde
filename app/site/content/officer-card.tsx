import { SiteImage } from "~/site/site-image";
import { useMessages } from "../i18n/messages";
import { ContactLines } from "./contact-lines";

/** A university officer as the universities collection holds one. */
export interface Officer {
  designation: string;
  name: string;
  phone: string | null;
  mobile: string | null;
  email: string | null;
  portrait: string | null;
}

/** A university officer: portrait (when there is one), name, office and contacts. */
export function OfficerCard({ officer }: { officer: Officer }) {
  const { t } = useMessages();
  return (
    <article className="flex h-full flex-col items-center rounded-lg border border-slate-200 bg-white p-5 text-center shadow-sm">
      {officer.portrait ? (
        <SiteImage
          name={officer.portrait}
          widths={[160, 320]}
          width={160}
          height={200}
          sizes="160px"
          alt={t("applicants.carousel.portrait", { name: officer.name })}
          className="h-[200px] w-[160px] rounded-md object-cover"
        />
      ) : null}
      <h3 className="mt-4 text-lg font-semibold text-brand-900">{officer.name}</h3>
      <p className="text-sm font-medium text-accent-600">{officer.designation}</p>
      <div className="mt-3 text-left">
        <ContactLines
          phones={[officer.phone, officer.mobile].filter((phone): phone is string => Boolean(phone))}
          email={officer.email ?? undefined}
        />
      </div>
    </article>
  );
}
