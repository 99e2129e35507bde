import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, FORBIDDEN_MESSAGE, ROLES, type Permission, type Role } from "../contract/permissions";
import { INVALID_TOKEN_MESSAGE } from "../contract/auth";
import { createTestApp, type TestApp } from "./test-support/test-app";

/**
 * The permission matrix: every /api route of the assembled app × every role → 403 exactly when the role
 * lacks the route's permission (per `contract/permissions.ts`), 401 without a session.
 * RULES is the expected rule of every route, written here by hand: a new route fails this test until it is
 * listed, and a route whose guard (`requirePermission`/`requireSession` tag the middleware they make) says
 * something else than its rule fails too, so no route ships unguarded or guarded by the wrong permission.
 */
type Rule = Permission | Permission[] | "session" | "public" | "self-or-users:manage";

/**
 * A content collection's routes (ADR 017): visitors read published versions; the collection's write permission
 * writes and reads the history. The permission of each collection is still written here by hand.
 */
function collectionRules(writers: Record<string, Permission>): Record<string, Rule> {
  return Object.fromEntries(
    Object.entries(writers).flatMap(([name, write]) => [
      [`GET /api/${name}`, "public"],
      [`GET /api/${name}/:id`, "public"],
      [`POST /api/${name}`, write],
      [`PATCH /api/${name}/:id`, write],
      [`DELETE /api/${name}/:id`, write],
      [`GET /api/${name}/:id/revisions`, write],
      [`POST /api/${name}/:id/revisions/:revisionId/restore`, write],
    ]),
  );
}

const RULES: Record<string, Rule> = {
  "GET /api/health": "public",
  "GET /api/health/ready": "public",
  "GET /api/openapi.json": "public",
  "GET /api/docs": "public",
  // Auth
  "POST /api/login": "public",
  "POST /api/login/2fa": "public",
  "POST /api/forgot-password": "public",
  "POST /api/reset-password": "public",
  "POST /api/logout": "session",
  "GET /api/me": "session",
  "GET /api/dashboard": "session",
  "POST /api/change-password": "session",
  "GET /api/user/:id": "self-or-users:manage",
  // Accounts and sessions
  "GET /api/users": "users:manage",
  "POST /api/users": "users:manage",
  "GET /api/users/:id": "users:manage",
  "PATCH /api/users/:id": "users:manage",
  "POST /api/users/:id/invitation": "users:manage",
  "GET /api/users/:id/sessions": "users:manage",
  "DELETE /api/users/:id/sessions/:sessionId": "users:manage",
  "GET /api/me/sessions": "session",
  "DELETE /api/me/sessions/:sessionId": "session",
  "POST /api/invitations/accept": "public",
  // Two-factor sign-in and the security setting
  "GET /api/me/2fa": "session",
  "POST /api/me/2fa/setup": "session",
  "POST /api/me/2fa/enable": "session",
  "POST /api/me/2fa/disable": "session",
  "GET /api/security-settings": "session",
  "PUT /api/security-settings": "settings:manage",
  // Audit trail
  "GET /api/audit": "audit:read",
  "GET /api/audit/export": "audit:read",
  "GET /api/audit/facets": "audit:read",
  // A record's own history: whoever may read that kind of record (the walk asks for a faculty member's).
  "GET /api/audit/record/:entity/:id": "faculty:read",
  // Faculty (the list is the public directory's source)
  "GET /api/faculty": "public",
  "GET /api/faculty/stats": "faculty:read",
  "GET /api/faculty/:id": "faculty:read",
  "POST /api/faculty": "faculty:write",
  "PUT /api/faculty/:id": "faculty:write",
  "DELETE /api/faculty/:id": "faculty:write",
  "POST /api/faculty/import-csv": "faculty:write",
  // Contact messages (faculty-records reads the careers category only)
  "POST /api/contact-us": "public",
  "GET /api/contact-us": ["messages:read", "messages:read-careers"],
  "GET /api/contact-us/stats": ["messages:read", "messages:read-careers"],
  "GET /api/contact-us/:id": ["messages:read", "messages:read-careers"],
  "PUT /api/contact-us/:id": "messages:write",
  "DELETE /api/contact-us/:id": "messages:write",
  // Enquiries
  "POST /api/enquiry": "public",
  "GET /api/enquiry": "enquiries:read",
  "GET /api/enquiry/stats": "enquiries:read",
  "GET /api/enquiry/export": "enquiries:export",
  "GET /api/enquiry/:id": "enquiries:read",
  "PUT /api/enquiry/:id": "enquiries:write",
  "DELETE /api/enquiry/:id": "enquiries:write",
  "PATCH /api/enquiry/:id": "enquiries:write",
  "GET /api/enquiry/funnel": "enquiries:read",
  "GET /api/enquiry/assignees": "enquiries:read",
  "GET /api/enquiry/settings": "enquiries:read",
  "PUT /api/enquiry/settings": "settings:manage",
  "POST /api/enquiry/:id/notes": "enquiries:write",
  "PATCH /api/enquiry/:id/notes/:noteId": "enquiries:write",
  "DELETE /api/enquiry/:id/notes/:noteId": "enquiries:write",
  "POST /api/enquiry/:id/merge": "enquiries:write",
  "POST /api/enquiry/staff-entry": "enquiries:write",
  "GET /api/enquiry/sources": "enquiries:read",
  "GET /api/enquiry/:id/calls": "enquiries:read",
  "POST /api/enquiry/:id/calls": "enquiries:write",
  "POST /api/enquiry/:id/unlink": "enquiries:write",
  "POST /api/enquiry/:id/whatsapp": "enquiries:write",
  // WhatsApp/SMS reply templates (issue 25): the admin keeps them, the admissions office reads them
  "GET /api/message-templates": "enquiries:read",
  "GET /api/message-templates/:id": "enquiries:read",
  "POST /api/message-templates": "message-templates:write",
  "PATCH /api/message-templates/:id": "message-templates:write",
  "DELETE /api/message-templates/:id": "message-templates:write",
  // The outbox: every member of staff sees whether e-mail works; an administrator retries a failed one.
  "GET /api/mail/status": "mail:manage",
  "POST /api/mail/:id/retry": "mail:manage",
  // Site content (issue 11): the public read drafts only for editors, inside the route
  "GET /api/popup": "public",
  "PATCH /api/popup": "content:write",
  "GET /api/fees": "public",
  "GET /api/fees/:id": "public",
  "GET /api/fees/:id/sessions": "public",
  "GET /api/fees/:id/sessions/:session": "public",
  "PUT /api/fees/:id": "content:write",
  "DELETE /api/fees/:id/draft": "content:write",
  "GET /api/site-settings": "public",
  "PATCH /api/site-settings": "content:write",
  // Consent and retention (ADR 020)
  "GET /api/privacy/settings": "settings:manage",
  "PUT /api/privacy/settings": "settings:manage",
  "POST /api/privacy/withdraw": "public",
  "POST /api/gallery/:id/move": "content:write",
  // Content collections (issue 20): the seven routes of each, from its write permission below
  ...collectionRules({
    leaders: "content:write",
    testimonials: "content:write",
    committees: "content:write",
    courses: "content:write",
    universities: "content:write",
    publications: "academic-records:write",
    "academic-events": "academic-records:write",
    awards: "academic-records:write",
    "privacy-notice": "content:write",
    "hospital-rates": "hospital-info:write",
    "patient-guides": "hospital-info:write",
    "site-pages": "content:write",
    departments: "content:write",
    facilities: "content:write",
    "hospital-services": "content:write",
    "hospital-beds": "content:write",
    "home-page": "content:write",
    jobs: "content:write",
    "safety-links": "content:write",
    "phone-lists": "content:write",
    "fee-payment": "content:write",
    "mbbs-admission": "content:write",
    notices: "content:write",
    documents: "content:write",
    gallery: "content:write",
  }),
  // NMC disclosure records (issue 21): visitors read the public fields; the role's write permission reads the rest
  "GET /api/students": "public",
  "GET /api/students/:key": "public",
  "POST /api/students": "students:write",
  "POST /api/students/import-csv": "students:write",
  "PATCH /api/students/:key": "students:write",
  "DELETE /api/students/:key": "students:write",
  "GET /api/non-teaching-staff": "public",
  "GET /api/non-teaching-staff/:key": "public",
  "POST /api/non-teaching-staff": "non-teaching-staff:write",
  "PATCH /api/non-teaching-staff/:key": "non-teaching-staff:write",
  "DELETE /api/non-teaching-staff/:key": "non-teaching-staff:write",
  "GET /api/clinical-material": "public",
  "GET /api/clinical-material/:key": "public",
  "POST /api/clinical-material": "clinical-material:write",
  "PATCH /api/clinical-material/:key": "clinical-material:write",
  "DELETE /api/clinical-material/:key": "clinical-material:write",
  "GET /api/exam-results": "public",
  "GET /api/exam-results/:key": "public",
  "POST /api/exam-results": "exam-results:write",
  "PATCH /api/exam-results/:key": "exam-results:write",
  "DELETE /api/exam-results/:key": "exam-results:write",
  "GET /api/college-information": "public",
  "PATCH /api/college-information": "college-information:write",
  // NMC disclosures (issue 12): published lists are public
  "GET /api/nmc/faculty-lists": "public",
  "GET /api/nmc/faculty-lists/:month": "public",
  "POST /api/nmc/faculty-lists": "nmc:publish",
  "GET /api/nmc/preview": "nmc:publish",
  // The monthly publication of MSR B.1.11 (issue 21): the archive is public, publishing is the admin's.
  "GET /api/disclosures/months": "public",
  "GET /api/disclosures/months/:month": "public",
  "POST /api/disclosures/months": "disclosure:publish",
  "GET /api/disclosures/preview": "disclosure:publish",
  // Complaints (issue 22): filing, the status check and the yearly figures are public; the register is
  // the two committee roles' alone (the admin included is refused)
  "POST /api/grievances": "public",
  "POST /api/grievances/status": "public",
  "GET /api/grievances/stats": "public",
  "GET /api/grievances": ["grievances:work", "grievances:work-harassment"],
  "GET /api/grievances/:reference": ["grievances:work", "grievances:work-harassment"],
  "GET /api/grievances/:reference/attachment": ["grievances:work", "grievances:work-harassment"],
  "PATCH /api/grievances/:reference": ["grievances:work", "grievances:work-harassment"],
  "POST /api/grievances/:reference/notes": ["grievances:work", "grievances:work-harassment"],
  // The OPD timetable (issue 23): public to read; the hospital desk keeps it, its holidays and season dates
  "GET /api/opd-sessions": "public",
  "GET /api/opd-sessions/day": "public",
  "GET /api/opd-sessions/:id": "public",
  "POST /api/opd-sessions": "opd:write",
  "PATCH /api/opd-sessions/:id": "opd:write",
  "DELETE /api/opd-sessions/:id": "opd:write",
  "GET /api/opd-holidays": "public",
  "GET /api/opd-holidays/:id": "public",
  "POST /api/opd-holidays": "opd:write",
  "PATCH /api/opd-holidays/:id": "opd:write",
  "DELETE /api/opd-holidays/:id": "opd:write",
  "GET /api/opd-seasons": "public",
  "PUT /api/opd-seasons": "opd:write",
  "GET /api/blood-stock": "public",
  "PUT /api/blood-stock": "blood-stock:write",
  // Counselling rounds (issue 25): public while published; the unsubscribe link's token is the credential.
  "GET /api/counselling-rounds": "public",
  "GET /api/counselling-rounds/:id": "public",
  "POST /api/counselling-rounds": "counselling:write",
  "PATCH /api/counselling-rounds/:id": "counselling:write",
  "DELETE /api/counselling-rounds/:id": "counselling:write",
  "POST /api/counselling-rounds/:id/notify": "counselling:write",
  "POST /api/counselling-rounds/unsubscribe": "public",
  // Appointment requests: patients post, only the hospital desk and admin read (phone numbers)
  "POST /api/appointment-requests": "public",
  "GET /api/appointment-requests/options": "public",
  "GET /api/appointment-requests": "appointments:work",
  "GET /api/appointment-requests/stats": "appointments:work",
  "GET /api/appointment-requests/:id": "appointments:work",
  "PATCH /api/appointment-requests/:id": "appointments:work",
};

/** Routes whose guard only asks for a session, the handler checking the rule (which depends on the record). */
const CHECKED_IN_HANDLER = new Set(["GET /api/user/:id", "GET /api/audit/record/:entity/:id"]);

interface RouteEntry {
  method: string;
  path: string;
  handler: unknown;
}

const pattern = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/\/:[^/]+/g, "/[^/]+")
      .replace(/\/\*$/, "(/.*)?")
      .replace(/\*/g, ".*")}$`,
  );

type Tagged = { permission?: Permission | Permission[]; requiresSession?: boolean };

/** The guard that applies to a route: a tagged middleware on the route itself or on a path pattern covering it. */
function guardOf(routes: RouteEntry[], route: RouteEntry): Rule | undefined {
  const covering = routes.filter(
    (entry) =>
      (entry.method === route.method || entry.method === "ALL") &&
      // A parameter route (/:reference) does not cover a literal sibling registered before it (/stats),
      // which answers first; only wildcard middleware (/path/*) covers other routes.
      (entry.path === route.path || (entry.path.includes("*") && pattern(entry.path).test(route.path))),
  );
  for (const entry of covering) {
    const tag = entry.handler as Tagged;
    if (tag.permission) return tag.permission;
  }
  return covering.some((entry) => (entry.handler as Tagged).requiresSession) ? "session" : undefined;
}

let t: TestApp;
const tokens = {} as Record<Role, string>;
let ids: Record<string, string>;
let otherUserId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) tokens[role] = await t.signInAs(role);
  const admin = tokens.admin;
  const faculty = await t.request("/api/faculty", {
    method: "POST",
    headers: { Authorization: `Bearer ${admin}` },
    body: (() => {
      const form = new FormData();
      form.set("name", "Dr. Matrix");
      form.set("designation", "Professor");
      form.set("qualification", "MBBS, MD");
      form.set("regNo", `MATRIX-${Date.now()}`);
      return form;
    })(),
  });
  const enquiry = await t.json("POST", "/api/enquiry", {
    name: "Matrix Enquirer",
    email: "matrix@example.com",
    phone: "+91 98765 43210",
    course: "MBBS",
    neetScore: "600",
    message: "",
  });
  const message = await t.json("POST", "/api/contact-us", {
    name: "Matrix Visitor",
    email: "visitor@example.com",
    phone: "+91 98765 43210",
    subject: "Matrix",
    message: "Hello there, a question.",
    category: "general",
  });
  const me = await t.json("GET", "/api/me", undefined, admin);
  otherUserId = ((await me.json()) as { data: { _id: string } }).data._id;
  ids = {
    faculty: ((await faculty.json()) as { data: { _id: string } }).data._id,
    enquiry: ((await enquiry.json()) as { data: { _id: string } }).data._id,
    message: ((await message.json()) as { data: { _id: string } }).data._id,
  };
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: ids of real records where the path names one, a made-up one elsewhere. */
function concrete(path: string): string {
  const base = path.startsWith("/api/faculty")
    ? ids.faculty
    : path.startsWith("/api/enquiry")
      ? ids.enquiry
      : path.startsWith("/api/contact-us")
        ? ids.message
        : path.startsWith("/api/user")
          ? otherUserId
          : "00000000-0000-4000-8000-000000000000";
  return path
    .replace(/\/:entity\b/, "/faculty")
    .replace(/\/:id\b/, `/${base}`)
    .replace(/\/:[A-Za-z]+/g, "/00000000-0000-4000-8000-000000000000");
}

function apiRoutes(): RouteEntry[] {
  const all = t.app.routes as RouteEntry[];
  const seen = new Set<string>();
  return all.filter((route) => {
    if (route.method === "ALL" || !route.path.startsWith("/api/") || route.path.includes("*")) return false;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

describe("the permission matrix", () => {
  it("has a rule for every /api route, and no rule for a route that does not exist", () => {
    const keys = apiRoutes().map((route) => `${route.method} ${route.path}`);
    expect(
      keys.filter((key) => !RULES[key]),
      "routes without a rule in RULES",
    ).toEqual([]);
    expect(
      Object.keys(RULES).filter((key) => !keys.includes(key)),
      "rules for routes that do not exist",
    ).toEqual([]);
    expect(keys.length).toBeGreaterThan(30);
  });

  it("guards each route with the permission its rule names", () => {
    const all = t.app.routes as RouteEntry[];
    const mismatched = apiRoutes().flatMap((route) => {
      const key = `${route.method} ${route.path}`;
      const guard = guardOf(all, route);
      const rule = RULES[key];
      // Public routes carry no tagged guard; some rules are checked inside the handler, behind a session guard.
      if (guard === undefined || CHECKED_IN_HANDLER.has(key)) return [];
      return JSON.stringify(guard) === JSON.stringify(rule)
        ? []
        : [`${key}: guard ${JSON.stringify(guard)}, rule ${JSON.stringify(rule)}`];
    });
    expect(mismatched).toEqual([]);
  });

  it("answers each role 403 exactly when its role lacks the permission, and 401 without a session", async () => {
    // Signing out ends the caller's session: it goes last.
    const routes = apiRoutes().sort(
      (a, b) => Number(a.path === "/api/logout") - Number(b.path === "/api/logout"),
    );
    const failures: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const rule = RULES[key]!;
      const url = concrete(route.path);
      const body = ["GET", "HEAD", "DELETE"].includes(route.method) ? undefined : {};
      const anonymous = await t.json(route.method, url, body);
      if (rule === "public") {
        // Public: no session guard stands in the way (the route may still refuse bad input or a bad token of its own).
        const { message } = (await anonymous.json().catch(() => ({}))) as { message?: string };
        if (message === FORBIDDEN_MESSAGE || message === INVALID_TOKEN_MESSAGE) {
          failures.push(`${key} anonymous: ${anonymous.status} ${message}`);
        }
        continue;
      }
      if (anonymous.status !== 401) failures.push(`${key} anonymous: ${anonymous.status}, expected 401`);
      for (const role of ROLES) {
        const allowed =
          rule === "session" || rule === "self-or-users:manage"
            ? rule === "session" || can(role, "users:manage")
            : (Array.isArray(rule) ? rule : [rule]).some((permission) => can(role, permission));
        const response = await t.json(route.method, url, body, tokens[role]);
        if (allowed && [401, 403].includes(response.status)) {
          failures.push(`${key} as ${role}: ${response.status}, expected to pass the guard`);
        }
        if (!allowed) {
          const message =
            response.status === 403 ? ((await response.json()) as { message: string }).message : "";
          if (response.status !== 403 || message !== FORBIDDEN_MESSAGE) {
            failures.push(`${key} as ${role}: ${response.status} ${message}, expected 403`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Every route as every role: a few seconds alone, past 30 s on a busy two-core CI machine running
    // both API suites side by side.
  }, 120_000);
});
