import { useLocation } from "react-router";
import { ContactLines } from "~/site/content/contact-lines";
import { LastUpdated } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { RenderedMarkdown } from "~/site/content/rendered-markdown";
import { StatGrid } from "~/site/content/stat-grid";
import { PageHero } from "~/site/page-hero";
import { phonesOf, useSiteContact } from "~/site/site-contact";
import { SiteImage } from "~/site/site-image";
import { PreviewNote } from "~/site/preview-note";
import { useMessages } from "~/site/i18n/messages";
import type { PageRecord } from "../../../server/collections/collections.service";
import type { hospitalServicesCollection } from "../../../contract/collections/hospital-services";
import { AppointmentLink } from "./appointment-link";
import { PatientLinks } from "./patient-links";

export type HospitalService = PageRecord<(typeof hospitalServicesCollection)["fields"]>;

/**
 * A hospital service page (spec §9): hero, key figures, sections and the help desk; `top` goes straight under
 * the hero, before everything else on a phone too; `first` goes above the figures.
 */
export function HospitalServiceView({
  service,
  preview = false,
  top,
  first,
}: {
  service: HospitalService;
  /** A staff preview (`?preview`): says whether this is a draft. */
  preview?: boolean;
  top?: React.ReactNode;
  first?: React.ReactNode;
}) {
  const { t } = useMessages();
  const contact = useSiteContact();
  const { pathname } = useLocation();
  return (
    <main>
      <PageHero
        title={service.title}
        lead={service.lead}
        breadcrumbs={[{ label: t("nav.hospitals"), to: "/hospitals" }]}
      />
      <PageBody>
        {preview ? (
          <PreviewNote>
            {service.draft ? t("patients.preview.draft") : t("patients.preview.published")}
          </PreviewNote>
        ) : null}
        {top}
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-10">
            {first}
            {service.figures.length ? <StatGrid figures={service.figures} /> : null}
            <RenderedMarkdown html={service.html.body ?? ""} />
            <PatientLinks current={pathname} />
            <LastUpdated at={service.updatedAt} />
          </div>
          <aside aria-label={t("patients.service.helpDesk")} className="order-first space-y-4 lg:order-none">
            <SiteImage
              name={service.image}
              widths={[400, 800]}
              width={800}
              height={450}
              sizes="(min-width: 1024px) 352px, 100vw"
              alt={service.imageAlt}
              className="h-auto w-full rounded-lg shadow-sm"
            />
            <AppointmentLink />
            <div className="hidden rounded-lg border border-slate-200 bg-white p-5 shadow-sm lg:block">
              <h2 className="font-semibold text-brand-900">{t("patients.service.reception")}</h2>
              <p className="mt-1 text-sm text-slate-700">{t("patients.service.receptionCall")}</p>
              <div className="mt-2">
                <ContactLines phones={phonesOf(contact, "hospital-reception")} />
              </div>
              <p className="mt-3 text-sm text-slate-700">{t("patients.service.emergencyNote")}</p>
            </div>
          </aside>
        </div>
      </PageBody>
    </main>
  );
}
