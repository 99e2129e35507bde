import { Link } from "react-router";
import { footerHospitalLinks, footerQuickLinks, type NavLink } from "~/content/navigation";
import { siteConfig } from "~/content/site-config";
import { phonesOf, useSiteContact } from "./site-contact";
import { CrestIcon, MailIcon, MapPinIcon, PhoneIcon } from "./site-icons";
import { SocialLinks } from "./social-links";
import { telHref } from "~/ui/tel-href";
import { useMessages } from "./i18n/messages";
import { useNavLabel } from "./i18n/use-nav-label";

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  const label = useNavLabel();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-1.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-brand-100 hover:text-white hover:underline">
              {label(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Public spec §2.4: on every shell page, with the contact details, quick links and the 2025 copyright. */
export function SiteFooter() {
  const contact = useSiteContact();
  const emergency = phonesOf(contact, "emergency")[0] ?? contact.phone;
  const { t, language } = useMessages();
  // The college's name is English on Hindi pages too (a screen reader reads it as English).
  const nameLang = language === "hi" ? "en" : undefined;
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="bg-red-800 text-white">
        <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 font-semibold">
          <PhoneIcon className="h-5 w-5 shrink-0" />
          <span>{t("footer.emergencyLine")}</span>
          <a href={telHref(emergency)} className="text-lg underline underline-offset-4">
            {emergency}
          </a>
          <Link to="/hospitals/emergency" className="text-sm font-normal underline underline-offset-4">
            {t("footer.moreNumbers")}
          </Link>
        </p>
      </div>
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" className="flex items-center gap-3">
            <CrestIcon className="h-12 w-12 shrink-0" />
            <span lang={nameLang} className="font-display text-lg leading-tight font-bold text-white">
              {siteConfig.name}
            </span>
          </Link>
          <p className="mt-4 text-sm leading-relaxed">
            {t("footer.tagline")} {t("footer.since")}
          </p>
          <SocialLinks className="mt-4 -ml-2 text-white" iconClass="h-5 w-5" />
        </div>
        <LinkColumn title={t("footer.quickLinks")} links={footerQuickLinks} />
        <LinkColumn title={t("footer.hospital")} links={footerHospitalLinks} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t("footer.reachUs")}</h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-white" />
              <span>{contact.addressLine}</span>
            </p>
            <p className="flex gap-2">
              <PhoneIcon className="mt-0.5 h-4 w-4 shrink-0 text-white" />
              <a href={telHref(contact.phone)} className="hover:text-white hover:underline">
                {contact.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <MailIcon className="mt-0.5 h-4 w-4 shrink-0 text-white" />
              <a
                href={`mailto:${contact.emails.general}`}
                className="break-all hover:text-white hover:underline"
              >
                {contact.emails.general}
              </a>
            </p>
            <p className="flex gap-2">
              <MailIcon className="mt-0.5 h-4 w-4 shrink-0 text-white" />
              <a
                href={`mailto:${contact.emails.admissions}`}
                className="break-all hover:text-white hover:underline"
              >
                {contact.emails.admissions}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-4 text-center text-sm text-brand-100">
          © {siteConfig.copyrightYear} <span lang={nameLang}>{siteConfig.name}</span>. {t("footer.rights")} ·{" "}
          <Link to="/privacy" className="underline hover:text-white">
            {t("footer.privacy")}
          </Link>
        </p>
      </div>
    </footer>
  );
}
