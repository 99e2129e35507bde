import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { isSubgroup, type NavItem, type NavLink } from "~/content/navigation";
import { siteConfig } from "~/content/site-config";
import { ChevronDownIcon, CloseIcon, ExternalIcon, MenuIcon } from "./site-icons";

const linkClass = "block rounded-md px-3 py-2.5 text-[0.95rem] text-slate-800 hover:bg-brand-50";

function DrawerLink({ link, onChoose }: { link: NavLink; onChoose: () => void }) {
  if (link.external)
    return (
      <a
        href={link.to}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onChoose}
        className={`${linkClass} flex items-center gap-2`}
      >
        {link.label}
        <ExternalIcon className="h-3.5 w-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  return (
    <RouterNavLink
      to={link.to}
      end
      onClick={onChoose}
      className={({ isActive }) =>
        `${linkClass} ${isActive ? "bg-brand-50 font-semibold text-brand-800" : ""}`
      }
    >
      {link.label}
    </RouterNavLink>
  );
}

/** A group that expands and collapses on its own, whatever the other groups do. */
function Expandable({ label, level, children }: { label: string; level: 1 | 2; children: React.ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
        className={`flex w-full items-center justify-between rounded-md px-3 py-2.5 text-left hover:bg-brand-50 ${level === 1 ? "font-semibold text-slate-900" : "text-[0.95rem] text-slate-800"}`}
      >
        {label}
        <ChevronDownIcon
          className={`h-5 w-5 text-slate-500 transition-transform ${expanded ? "rotate-180" : ""}`}
        />
      </button>
      <div id={id} hidden={!expanded} className="border-l-2 border-brand-100 pl-2 ml-3">
        {children}
      </div>
    </>
  );
}

/**
 * The phone menu (below 768 px): a slide-in panel on the native modal <dialog>, so focus stays inside it
 * and Escape closes it. Choosing a link closes it.
 */
export function MobileDrawer({ items }: { items: NavItem[] }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => setOpen(false), [pathname]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 md:hidden"
      >
        <MenuIcon className="h-6 w-6" />
        <span className="sr-only">Open menu</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-label="Menu"
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(22rem,88vw)] max-w-none bg-white p-0 text-slate-900 shadow-2xl transition-transform duration-300 backdrop:bg-slate-900/60 starting:open:translate-x-full md:hidden"
      >
        {open ? (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <span className="font-semibold text-brand-800">{siteConfig.shortName} menu</span>
              <button
                type="button"
                onClick={close}
                className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
              >
                <CloseIcon className="h-6 w-6" />
                <span className="sr-only">Close menu</span>
              </button>
            </div>
            <nav aria-label="Main" className="flex-1 overflow-y-auto px-2 py-3">
              <ul className="space-y-0.5">
                {items.map((item) => (
                  <li key={item.to}>
                    {item.children ? (
                      <Expandable label={item.label} level={1}>
                        <ul>
                          <li>
                            <DrawerLink
                              link={{ label: `${item.label} overview`, to: item.to }}
                              onChoose={close}
                            />
                          </li>
                          {item.children.map((child) =>
                            isSubgroup(child) ? (
                              <li key={child.label}>
                                <Expandable label={child.label} level={2}>
                                  <ul>
                                    {child.links.map((link) => (
                                      <li key={link.to}>
                                        <DrawerLink link={link} onChoose={close} />
                                      </li>
                                    ))}
                                  </ul>
                                </Expandable>
                              </li>
                            ) : (
                              <li key={child.to}>
                                <DrawerLink link={child} onChoose={close} />
                              </li>
                            ),
                          )}
                        </ul>
                      </Expandable>
                    ) : (
                      <RouterNavLink
                        to={item.to}
                        end
                        onClick={close}
                        className={({ isActive }) =>
                          `block rounded-md px-3 py-2.5 font-semibold hover:bg-brand-50 ${isActive ? "text-brand-700" : "text-slate-900"}`
                        }
                      >
                        {item.label}
                      </RouterNavLink>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <div className="border-t border-slate-200 p-4">
              <Link
                to="/admission/admission-enquiry"
                onClick={close}
                className="block rounded-md bg-accent-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-accent-700"
              >
                Admission Enquiry 2025-26
              </Link>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
