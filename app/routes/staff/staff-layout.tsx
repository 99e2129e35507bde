import { useEffect, useState } from "react";
import {
  Outlet,
  isRouteErrorResponse,
  redirect,
  useLoaderData,
  useLocation,
  useNavigate,
  useRouteError,
} from "react-router";
import { COLLECTIONS } from "../../../contract/collections/collections";
import { siteConfig } from "../../content/site-config";
import { collectionScreens } from "../../staff/audit/audit-format";
import { apiRequest, setSignedOutHandler } from "../../staff/api-client";
import { Icon } from "../../staff/icons";
import { NavDrawer } from "../../staff/nav-drawer";
import { APP_VERSION, collectionNavItems, mayUse, navItemFor } from "../../staff/nav-items";
import { EnrolFirst, NotAllowed } from "../../staff/not-allowed";
import { clearStaffSession } from "../../staff/session-store";
import { signedInStaff } from "../../staff/signed-in.server";
import { StaffNav } from "../../staff/staff-nav";
import { buttonClass } from "../../ui/button";
import { AppToaster } from "../../ui/toaster";
import type { HydrationHandle } from "../../hydration";
import type { Route } from "./+types/staff-layout";

const SETTINGS_PATH = "/dashboard/settings";

/** The back-office's HTML paints first; its scripts come after (ADR 028). */
export const handle: HydrationHandle = { hydrate: "after-paint" };

// The signed-in user from the session cookie, on the server: the shell and the screen render into the page's
// HTML instead of a spinner waiting for scripts and GET /api/me (ADR 028). Signed-out visitors go to /login.
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await signedInStaff(context);
  if (!staff) throw redirect("/login");
  // Two-factor sign-in required and not on: Settings (to enrol) is the only screen.
  if (staff.mustEnroll && new URL(request.url).pathname !== SETTINGS_PATH) throw redirect(SETTINGS_PATH);
  return {
    ...staff,
    collectionNav: collectionNavItems(COLLECTIONS),
    collectionScreens: collectionScreens(COLLECTIONS),
  };
}

// A page that names its signed-in user is theirs alone: no cache keeps or hands it on.
export const headers = () => ({ "Cache-Control": "private, no-store", Vary: "Cookie" });

// The user does not change while moving between screens; a 401 on any call ends the session.
export const shouldRevalidate = () => false;

const COLLAPSED_KEY = "staff-nav-collapsed";

export default function StaffLayout() {
  const { user, mustEnroll, collectionNav } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screen = navItemFor(pathname, collectionNav);
  const content =
    mustEnroll && pathname !== SETTINGS_PATH ? (
      <EnrolFirst />
    ) : screen && !mayUse(user.role, screen) ? (
      <NotAllowed screen={screen.label} role={user.role} />
    ) : (
      <Outlet />
    );
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  useEffect(() => setCollapsed(localStorage.getItem(COLLAPSED_KEY) === "true"), []);
  useEffect(() => setSignedOutHandler(() => navigate("/login", { replace: true })), [navigate]);

  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    localStorage.setItem(COLLAPSED_KEY, String(next));
  };

  const logout = async () => {
    setLoggingOut(true);
    // The session is revoked server-side; local state is cleared whatever the answer.
    await apiRequest("logout", { method: "POST", ignoreUnauthorized: true }).catch(() => undefined);
    clearStaffSession();
    setDrawerOpen(false);
    navigate("/login", { replace: true });
  };

  const nav = (onNavigate?: () => void) => (
    <StaffNav
      user={user}
      collectionItems={collectionNav}
      collapsed={onNavigate ? false : collapsed}
      onLogout={logout}
      loggingOut={loggingOut}
      onNavigate={onNavigate}
    />
  );

  return (
    <div className="min-h-screen bg-slate-100 text-slate-900 lg:flex">
      <a
        href="#staff-main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside
        className={`sticky top-0 hidden h-screen shrink-0 flex-col gap-4 bg-brand-900 p-4 transition-[width] lg:flex ${
          collapsed ? "w-20" : "w-64"
        }`}
      >
        <div className={`flex items-center gap-2 ${collapsed ? "justify-center" : "justify-between"}`}>
          {collapsed ? null : (
            <p className="text-lg font-bold text-white">
              {siteConfig.shortName} <span className="text-sm font-normal text-brand-100">Staff</span>
            </p>
          )}
          <button
            type="button"
            onClick={toggleCollapsed}
            aria-expanded={!collapsed}
            aria-label={collapsed ? "Expand navigation" : "Collapse navigation"}
            className="rounded-md p-2 text-white hover:bg-brand-800"
          >
            <Icon name={collapsed ? "expand" : "collapse"} />
          </button>
        </div>
        <div className="min-h-0 flex-1">{nav()}</div>
      </aside>
      <div className="flex min-h-screen min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-10 flex items-center gap-3 bg-brand-900 px-4 py-3 text-white lg:hidden">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label="Open navigation"
            aria-expanded={drawerOpen}
            className="rounded-md p-2 hover:bg-brand-800"
          >
            <Icon name="menu" />
          </button>
          <p className="font-bold">
            {siteConfig.shortName} <span className="text-sm font-normal text-brand-100">Staff</span>
          </p>
        </header>
        <main id="staff-main" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
          {content}
        </main>
        <footer className="flex flex-wrap justify-between gap-2 border-t border-slate-200 bg-white px-4 py-3 text-xs text-slate-600 sm:px-6 lg:px-8">
          <span>
            © {new Date().getFullYear()} {siteConfig.name}. All rights reserved.
          </span>
          <span>{APP_VERSION}</span>
        </footer>
      </div>
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        {nav(() => setDrawerOpen(false))}
      </NavDrawer>
      <AppToaster />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `The server answered ${error.status}.`
    : error instanceof Error
      ? error.message
      : "Something went wrong.";
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">The back-office could not load</h1>
      <p className="text-slate-700">{message}</p>
      <button type="button" className={buttonClass.primary} onClick={() => window.location.reload()}>
        Retry
      </button>
    </main>
  );
}
