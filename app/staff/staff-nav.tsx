import { NavLink } from "react-router";
import type { User } from "../../contract/auth";
import { Icon } from "./icons";
import { contentNavItems, mainNavItems, mayUse, secondaryNavItems, type NavItem } from "./nav-items";
import { DEFAULT_EMAIL, DEFAULT_NAME } from "./staff-user";

interface StaffNavProps {
  user: User | null;
  /** The content collections' entries (the layout's loader builds them on the server). */
  collectionItems: NavItem[];
  collapsed: boolean;
  onLogout: () => void;
  loggingOut: boolean;
  /** Drawer: close after following a link. */
  onNavigate?: () => void;
}

function NavEntry({
  item,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.end}
        onClick={onNavigate}
        title={collapsed ? item.label : undefined}
        className={({ isActive }) =>
          `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${
            isActive ? "bg-white text-brand-800" : "text-brand-50 hover:bg-brand-800"
          } ${collapsed ? "justify-center" : ""}`
        }
      >
        <Icon name={item.icon} />
        <span className={collapsed ? "sr-only" : "flex-1"}>{item.label}</span>
      </NavLink>
    </li>
  );
}

/** Profile block, main and secondary links and logout: shared by the sidebar and the phone drawer. */
export function StaffNav({
  user,
  collectionItems,
  collapsed,
  onLogout,
  loggingOut,
  onNavigate,
}: StaffNavProps) {
  const name = user?.name || DEFAULT_NAME;
  const email = user?.email || DEFAULT_EMAIL;
  // Only the entries the role may use (contract/permissions.ts).
  const content = [...contentNavItems, ...collectionItems].filter((item) => mayUse(user?.role, item));
  return (
    <div className="flex h-full flex-col gap-4">
      <div className={`flex items-center gap-3 ${collapsed ? "justify-center" : ""}`}>
        {user?.profile_image ? (
          <img src={user.profile_image} alt="" className="h-10 w-10 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800"
          >
            <Icon name="students" className="h-5 w-5" />
          </span>
        )}
        <div className={collapsed ? "sr-only" : "min-w-0"}>
          <p className="truncate text-sm font-semibold text-white">{name}</p>
          <p className="truncate text-xs text-brand-100">{email}</p>
        </div>
      </div>
      <nav aria-label="Back-office" className="flex flex-1 flex-col gap-4 overflow-y-auto">
        <ul className="flex flex-col gap-1">
          {mainNavItems
            .filter((item) => mayUse(user?.role, item))
            .map((item) => (
              <NavEntry key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
            ))}
        </ul>
        {content.length > 0 ? (
          <ul className="flex flex-col gap-1 border-t border-brand-800 pt-4" aria-label="Site content">
            {content.map((item) => (
              <NavEntry key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
            ))}
          </ul>
        ) : null}
        <ul className="flex flex-col gap-1 border-t border-brand-800 pt-4">
          {secondaryNavItems
            .filter((item) => mayUse(user?.role, item))
            .map((item) => (
              <NavEntry key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
            ))}
        </ul>
      </nav>
      <button
        type="button"
        onClick={onLogout}
        disabled={loggingOut}
        title={collapsed ? "Logout" : undefined}
        className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-brand-50 hover:bg-brand-800 disabled:opacity-60 ${
          collapsed ? "justify-center" : ""
        }`}
      >
        <Icon name="logout" />
        <span className={collapsed ? "sr-only" : ""}>{loggingOut ? "Logging out..." : "Logout"}</span>
      </button>
    </div>
  );
}
