import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { isSubgroup, type NavItem, type NavLink } from "~/content/navigation";
import { ChevronDownIcon, ExternalIcon } from "./site-icons";

const itemClass =
  "block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50";

function MenuLink({ link }: { link: NavLink }) {
  if (link.external)
    return (
      <a
        href={link.to}
        target="_blank"
        rel="noopener noreferrer"
        className={`${itemClass} flex items-center gap-2`}
      >
        {link.label}
        <ExternalIcon className="h-3.5 w-3.5 shrink-0" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  return (
    <RouterNavLink
      to={link.to}
      end
      className={({ isActive }) =>
        `${itemClass} ${isActive ? "bg-brand-50 font-semibold text-brand-800" : ""}`
      }
    >
      {link.label}
    </RouterNavLink>
  );
}

/**
 * One menu group: its label links to the group's landing page, the chevron button beside it opens the
 * popover (click, touch, Enter, Space or ArrowDown). A mouse opens it on hover too. Escape closes it and
 * returns focus to the button; arrow keys move between its links.
 */
function MenuGroup({
  item,
  open,
  setOpen,
  alignEnd,
}: {
  item: NavItem & { children: NonNullable<NavItem["children"]> };
  open: boolean;
  /** Groups at the right of the bar open their popover leftwards, inside the window. */
  alignEnd: boolean;
  setOpen: (open: boolean) => void;
}) {
  const panelId = useId();
  const groupRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { pathname } = useLocation();
  const current = pathname === item.to || pathname.startsWith(`${item.to}/`);
  const wide = item.children.length > 8;

  const links = () =>
    Array.from(groupRef.current?.querySelectorAll<HTMLAnchorElement>("[data-panel] a") ?? []);
  const focusLink = (which: "first" | "last") => {
    // The panel renders on the next frame after opening.
    requestAnimationFrame(() => {
      const all = links();
      (which === "first" ? all[0] : all[all.length - 1])?.focus();
    });
  };

  const onButtonKey = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      setOpen(true);
      focusLink("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      focusLink("last");
    }
  };

  const onPanelKey = (event: React.KeyboardEvent) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      all[(index + step + all.length) % all.length]?.focus();
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      all[event.key === "Home" ? 0 : all.length - 1]?.focus();
    }
  };

  return (
    <li
      ref={groupRef}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        clearTimeout(hoverTimer.current);
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        hoverTimer.current = setTimeout(() => setOpen(false), 120);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!groupRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="flex items-stretch">
        <Link
          to={item.to}
          className={`flex items-center py-3 pr-0.5 pl-1.5 text-[0.8125rem] font-medium lg:pr-1 lg:pl-3 lg:text-sm text-white hover:text-brand-100 ${current ? "underline decoration-accent-500 decoration-2 underline-offset-8" : ""}`}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown") {
              event.preventDefault();
              setOpen(true);
              focusLink("first");
            }
          }}
        >
          {item.label}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${item.label} menu`}
          onClick={() => setOpen(!open)}
          onKeyDown={onButtonKey}
          className="flex items-center rounded px-0.5 text-brand-100 hover:text-white lg:px-1"
        >
          <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </div>
      <div
        id={panelId}
        data-panel
        hidden={!open}
        onKeyDown={onPanelKey}
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
                  {child.label}
                </span>
                <ul aria-labelledby={`${panelId}-sub`} className="lg:grid lg:grid-cols-2 lg:gap-x-2">
                  {child.links.map((link) => (
                    <li key={link.to}>
                      <MenuLink link={link} />
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={child.to}>
                <MenuLink link={child} />
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
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => setOpenGroup(null), [pathname]);

  // A click or tap outside the menu closes the open popover.
  useEffect(() => {
    if (!openGroup) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openGroup]);

  return (
    <nav ref={navRef} aria-label="Main" className="hidden bg-brand-700 md:block">
      <ul className="mx-auto flex max-w-6xl flex-wrap items-stretch justify-between px-1 lg:px-4">
        {items.map((item, index) =>
          item.children ? (
            <MenuGroup
              key={item.to}
              alignEnd={index >= items.length / 2 + 1}
              item={item as NavItem & { children: NonNullable<NavItem["children"]> }}
              open={openGroup === item.to}
              setOpen={(open) =>
                setOpenGroup((currentGroup) =>
                  open ? item.to : currentGroup === item.to ? null : currentGroup,
                )
              }
            />
          ) : (
            <li key={item.to}>
              <RouterNavLink
                to={item.to}
                end
                className={({ isActive }) =>
                  `flex items-center px-1.5 py-3 text-[0.8125rem] font-medium text-white lg:px-3 lg:text-sm hover:text-brand-100 ${isActive ? "underline decoration-accent-500 decoration-2 underline-offset-8" : ""}`
                }
              >
                {item.label}
              </RouterNavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
