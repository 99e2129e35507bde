import { useId } from "react";
import { useLocation } from "react-router";
import { isSubgroup, type NavItem, type NavLink } from "~/content/navigation";
import { ChevronDownIcon, ExternalIcon } from "./site-icons";
import { useMessages } from "./i18n/messages";
import { useSiteHref } from "./i18n/use-site-href";
import { useNavLabel } from "./i18n/use-nav-label";

const itemClass =
  "block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50";

function MenuLink({ link, pathname }: { link: NavLink; pathname: string }) {
  const { t } = useMessages();
  const label = useNavLabel();
  const href = useSiteHref();
  if (link.external)
    return (
      <a
        href={link.to}
        target="_blank"
        rel="noopener noreferrer"
        className={`${itemClass} flex items-center gap-2`}
      >
        {label(link.label)}
        <ExternalIcon className="h-3.5 w-3.5 shrink-0" />
        <span className="sr-only">{t("shell.opensInNewTab")}</span>
      </a>
    );
  const active = pathname === link.to;
  return (
    <a
      href={href(link.to)}
      aria-current={active ? "page" : undefined}
      className={`${itemClass} ${active ? "bg-brand-50 font-semibold text-brand-800" : ""}`}
    >
      {label(link.label)}
    </a>
  );
}

/**
 * One menu group: its label links to the group's landing page, the chevron button beside it opens the
 * popover. Without a script the popover opens on hover and while focus is inside the group (CSS in app.css);
 * the enhancement script (app/site/enhance/desktop-menu.ts) adds click/tap, Enter, Space, ArrowDown, Escape,
 * arrow keys between its links and `aria-expanded`.
 */
function MenuGroup({
  item,
  alignEnd,
  pathname,
}: {
  item: NavItem & { children: NonNullable<NavItem["children"]> };
  /** Groups at the right of the bar open their popover leftwards, inside the window. */
  alignEnd: boolean;
  pathname: string;
}) {
  const panelId = useId();
  const { t } = useMessages();
  const label = useNavLabel();
  const href = useSiteHref();
  const current = pathname === item.to || pathname.startsWith(`${item.to}/`);
  const wide = item.children.length > 8;

  return (
    <li className="group relative" data-menu-group>
      <div className="flex items-stretch">
        <a
          href={href(item.to)}
          data-menu-label
          className={`flex items-center py-3 pr-0.5 pl-1.5 text-[0.8125rem] font-medium lg:pr-1 lg:pl-3 lg:text-sm text-white hover:text-brand-100 ${current ? "underline decoration-accent-500 decoration-2 underline-offset-8" : ""}`}
        >
          {label(item.label)}
        </a>
        <button
          type="button"
          data-menu-button
          aria-expanded="false"
          aria-controls={panelId}
          aria-label={t("menu.group", { label: label(item.label) })}
          className="flex items-center rounded px-0.5 text-brand-100 hover:text-white lg:px-1"
        >
          <ChevronDownIcon className="h-4 w-4 transition-transform group-data-open:rotate-180" />
        </button>
      </div>
      <div
        id={panelId}
        data-panel
        className={`absolute top-full z-40 rounded-b-lg border border-slate-200 bg-white p-2 shadow-xl ${alignEnd ? "right-0" : "left-0"} ${wide ? "w-72 lg:w-[34rem]" : "w-72"}`}
      >
        <ul className={wide ? "lg:grid lg:grid-cols-2 lg:gap-x-2" : ""}>
          {item.children.map((child) =>
            isSubgroup(child) ? (
              <li key={child.label} className="mt-1 border-t border-slate-100 pt-2 lg:col-span-2">
                <span
                  id={`${panelId}-sub`}
                  className="block px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {label(child.label)}
                </span>
                <ul aria-labelledby={`${panelId}-sub`} className="lg:grid lg:grid-cols-2 lg:gap-x-2">
                  {child.links.map((link) => (
                    <li key={link.to}>
                      <MenuLink link={link} pathname={pathname} />
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={child.to}>
                <MenuLink link={child} pathname={pathname} />
              </li>
            ),
          )}
        </ul>
      </div>
    </li>
  );
}

/** The desktop menu bar (768 px and wider): one popover open at a time. */
export function DesktopMenu({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  const { t } = useMessages();
  const label = useNavLabel();
  const href = useSiteHref();
  return (
    <nav aria-label={t("menu.main")} data-desktop-menu className="hidden bg-brand-700 md:block">
      <ul className="mx-auto flex max-w-6xl flex-wrap items-stretch justify-between px-1 lg:px-4">
        {items.map((item, index) =>
          item.children ? (
            <MenuGroup
              key={item.to}
              alignEnd={index >= items.length / 2 + 1}
              item={item as NavItem & { children: NonNullable<NavItem["children"]> }}
              pathname={pathname}
            />
          ) : (
            <li key={item.to}>
              <a
                href={href(item.to)}
                aria-current={pathname === item.to ? "page" : undefined}
                className={`flex items-center px-1.5 py-3 text-[0.8125rem] font-medium text-white lg:px-3 lg:text-sm hover:text-brand-100 ${pathname === item.to ? "underline decoration-accent-500 decoration-2 underline-offset-8" : ""}`}
              >
                {label(item.label)}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
