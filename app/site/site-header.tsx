import { Link } from "react-router";
import { mainNavigation } from "~/content/navigation";
import { siteConfig } from "~/content/site-config";
import { useSiteContact } from "./site-contact";
import { DesktopMenu } from "./desktop-menu";
import { MobileDrawer } from "./mobile-drawer";
import { CrestIcon, ExternalIcon, PhoneIcon, ShieldIcon } from "./site-icons";
import { SocialLinks } from "./social-links";
import { telHref } from "~/ui/tel-href";
import { useMessages } from "./i18n/messages";
import { LanguageSwitch } from "./language-switch";

export interface Announcement {
  title: string;
  to: string;
  /**
   * "en" when the title is the English one shown on a Hindi page for want of a Hindi title (issue 24). Said
   * here rather than through the loader data's `fallbacks`: the shell is on every page, and its announcement
   * must not make each page say that its own content is partly in English.
   */
  lang?: "en";
}

/**
 * Public spec §2.3: top bar, logo and Login, then the menu (a bar on desktop, a drawer on phones). The top
 * bar's announcement line is the latest pinned admission notice, or the admission enquiry link without one.
 */
export function SiteHeader({
  announcement = null,
  notice = null,
}: {
  announcement?: Announcement | null;
  /** A line under the menu about the whole page (a Hindi page not yet translated). */
  notice?: React.ReactNode;
}) {
  const { phone, admissionSession } = useSiteContact();
  const { t, language } = useMessages();
  return (
    <header>
      <div className="bg-brand-900 text-brand-50">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-1 text-sm">
          <a
            href={telHref(phone)}
            className="inline-flex items-center gap-2 py-1 whitespace-nowrap hover:text-white"
          >
            <PhoneIcon className="h-4 w-4" />
            <span>
              <span className="sr-only">{t("shell.callUs")} </span>
              {phone}
            </span>
          </a>
          <Link
            to={announcement?.to ?? "/admission/admission-enquiry"}
            data-testid="announcement"
            lang={announcement?.lang}
            className="hidden max-w-md truncate rounded-full bg-accent-600 px-4 py-1 font-semibold text-white hover:bg-accent-700 md:inline-block"
          >
            {announcement ? announcement.title : t("header.admissionBanner", { session: admissionSession })}
          </Link>
          {/* One tap from any page on a phone (issue 22): the helplines and the complaint desk. */}
          <Link
            to="/safety"
            className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 font-semibold whitespace-nowrap text-red-800 hover:bg-red-50"
          >
            <ShieldIcon className="h-4 w-4" />
            {t("header.help")}
          </Link>
          <div className="hidden sm:block">
            <SocialLinks className="-mr-1 gap-0 sm:gap-1" />
          </div>
        </div>
      </div>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <Link to="/" className="flex min-w-0 items-center gap-3">
            <CrestIcon className="h-11 w-11 shrink-0 sm:h-14 sm:w-14" />
            <span className="min-w-0">
              {language === "hi" ? (
                // A phone's Hindi header: beside "English" and "लॉग इन" the full name took six lines; the short
                // name, and what the college is in Hindi, take three. From 640 px the full name, as in English.
                <span className="block sm:hidden">
                  <span className="block font-display text-lg leading-tight font-bold text-brand-800">
                    {siteConfig.shortName}
                  </span>
                  <span className="block text-xs leading-snug text-slate-700">{t("header.collegeKind")}</span>
                </span>
              ) : null}
              <span
                className={`${language === "hi" ? "hidden sm:block" : "block"} font-display text-base leading-tight font-bold text-brand-800 sm:text-xl`}
              >
                {siteConfig.name}
              </span>
              <span className="hidden text-xs text-slate-600 sm:block">{t("header.recognition")}</span>
              <span className="sr-only"> {t("header.homePage")}</span>
            </span>
          </Link>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            <LanguageSwitch />
            <a
              href={siteConfig.external.studentLogin}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:px-4"
            >
              {t("header.login")}
              <ExternalIcon className="h-3.5 w-3.5" />
              <span className="sr-only">{t("header.loginNote")}</span>
            </a>
            <MobileDrawer items={mainNavigation} />
          </div>
        </div>
      </div>
      <DesktopMenu items={mainNavigation} />
      {notice}
    </header>
  );
}
