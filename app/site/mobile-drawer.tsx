import { useId } from "react";
import { useSiteContact } from "./site-contact";
import { useLocation } from "react-router";
import { isSubgroup, type NavItem, type NavLink } from "~/content/navigation";
import { siteConfig } from "~/content/site-config";
import { ChevronDownIcon, CloseIcon, ExternalIcon, MenuIcon } from "./site-icons";
import { useMessages } from "./i18n/messages";
import { useSiteHref } from "./i18n/use-site-href";
import { useNavLabel } from "./i18n/use-nav-label";

const linkClass = "block rounded-md px-3 py-2.5 text-[0.95rem] text-slate-800 hover:bg-brand-50";

function DrawerLink({ link, pathname, text }: { link: NavLink; pathname: string; text?: string }) {
  const { t } = useMessages();
  const label = useNavLabel();
  const href = useSiteHref();
  if (link.external)
    return (
      <a
        href={link.to}
        target="_blank"
        rel="noopener noreferrer"
        className={`${linkClass} flex items-center gap-2`}
      >
        {text ?? label(link.label)}
        <ExternalIcon className="h-3.5 w-3.5" />
        <span className="sr-only">{t("shell.opensInNewTab")}</span>
      </a>
    );
  const active = pathname === link.to;
  return (
    <a
      href={href(link.to)}
      aria-current={active ? "page" : undefined}
      className={`${linkClass} ${active ? "bg-brand-50 font-semibold text-brand-800" : ""}`}
    >
      {text ?? label(link.label)}
    </a>
  );
}

/**
 * A group that expands and collapses on its own, whatever the other groups do. The server renders it
 * expanded (so the drawer lists every link without a script); the enhancement script collapses the groups
 * and toggles them (app/site/enhance/drawer.ts).
 */
function Expandable({ label, level, children }: { label: string; level: 1 | 2; children: React.ReactNode }) {
  const id = useId();
  return (
    <>
      <button
        type="button"
        data-expand
        aria-expanded="true"
        aria-controls={id}
        className={`group flex w-full items-center justify-between rounded-md px-3 py-2.5 text-left hover:bg-brand-50 ${level === 1 ? "font-semibold text-slate-900" : "text-[0.95rem] text-slate-800"}`}
      >
        {label}
        <ChevronDownIcon className="h-5 w-5 text-slate-500 transition-transform group-aria-expanded:rotate-180" />
      </button>
      <div id={id} className="border-l-2 border-brand-100 pl-2 ml-3">
        {children}
      </div>
    </>
  );
}

/**
 * The phone menu (below 768 px): a slide-in panel. Without a script it is a popover the Open and Close
 * buttons toggle natively (Escape and a tap outside dismiss it); the enhancement script turns it into a
 * modal <dialog> (focus stays inside it, Escape closes it, choosing a link closes it).
 */
export function MobileDrawer({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  const { admissionSession } = useSiteContact();
  const { t } = useMessages();
  const label = useNavLabel();
  const href = useSiteHref();
  const drawerId = useId();

  return (
    <>
      <button
        type="button"
        popoverTarget={drawerId}
        data-drawer-open
        aria-haspopup="dialog"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 md:hidden"
      >
        <MenuIcon className="h-6 w-6" />
        <span className="sr-only">{t("menu.open")}</span>
      </button>
      <dialog
        id={drawerId}
        popover="auto"
        data-drawer
        aria-label={t("menu.drawer")}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(22rem,88vw)] max-w-none border-0 bg-white p-0 text-slate-900 shadow-2xl transition-transform duration-300 backdrop:bg-slate-900/60 starting:open:translate-x-full md:hidden"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <span className="font-semibold text-brand-800">
              {t("menu.drawerTitle", { name: siteConfig.shortName })}
            </span>
            <button
              type="button"
              popoverTarget={drawerId}
              popoverTargetAction="hide"
              data-drawer-close
              className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            >
              <CloseIcon className="h-6 w-6" />
              <span className="sr-only">{t("menu.close")}</span>
            </button>
          </div>
          <nav aria-label={t("menu.main")} className="flex-1 overflow-y-auto px-2 py-3">
            <ul className="space-y-0.5">
              {items.map((item) => (
                <li key={item.to}>
                  {item.children ? (
                    <Expandable label={label(item.label)} level={1}>
                      <ul>
                        <li>
                          <DrawerLink
                            link={item}
                            text={t("menu.overview", { label: label(item.label) })}
                            pathname={pathname}
                          />
                        </li>
                        {item.children.map((child) =>
                          isSubgroup(child) ? (
                            <li key={child.label}>
                              <Expandable label={label(child.label)} level={2}>
                                <ul>
                                  {child.links.map((link) => (
                                    <li key={link.to}>
                                      <DrawerLink link={link} pathname={pathname} />
                                    </li>
                                  ))}
                                </ul>
                              </Expandable>
                            </li>
                          ) : (
                            <li key={child.to}>
                              <DrawerLink link={child} pathname={pathname} />
                            </li>
                          ),
                        )}
                      </ul>
                    </Expandable>
                  ) : (
                    <a
                      href={href(item.to)}
                      aria-current={pathname === item.to ? "page" : undefined}
                      className={`block rounded-md px-3 py-2.5 font-semibold hover:bg-brand-50 ${pathname === item.to ? "text-brand-700" : "text-slate-900"}`}
                    >
                      {label(item.label)}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-slate-200 p-4">
            <a
              href={href("/admission/admission-enquiry")}
              className="block rounded-md bg-accent-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-accent-700"
            >
              {t("menu.admissionEnquiry", { session: admissionSession })}
            </a>
          </div>
        </div>
      </dialog>
    </>
  );
}
