import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { signInAsColleague } from "./accounts-support";
import { bearer, createAppointmentRequest, signIn, uniqueTag } from "./staff-helpers";

/**
 * Issue 27 item 7: on a 1366 px desktop every staff list fits its column: no table wider than its box (no
 * sideways scrolling to reach a column) and the last row's actions inside the window. Each list gets at
 * least one record of its own first, with the lengths real records have.
 */
const DESKTOP = { width: 1366, height: 768 };

interface StaffList {
  path: string;
  /** The list's rows: a table's body rows unless the list is cards or links. */
  rows?: string;
  /** A row's actions (its buttons unless it has only links). */
  actions?: (row: Locator) => Locator;
  /** Adds a record the list shows (sample data covers the rest). */
  seed?: (request: APIRequestContext, tag: string) => Promise<void>;
  /** The screen's own switch to its table (the faculty's cards are the default). */
  table?: (page: Page) => Promise<void>;
  /** A role that works the list when the admin may not (complaints are the committee's). */
  role?: string;
}

const buttons = (row: Locator) => row.getByRole("button");
const links = (row: Locator) => row.getByRole("link");

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const response = await request.post(`/api/${path}`, { headers: await bearer(request), data });
  // One record a month for clinical material: an earlier run's month is as good.
  expect([201, 409], await response.text()).toContain(response.status());
}

const LISTS: StaffList[] = [
  {
    path: "/dashboard/faculty",
    table: (page) => page.getByRole("button", { name: "Table" }).click(),
  },
  { path: "/dashboard/admission-enquiry" },
  { path: "/dashboard/contact", rows: "main ul[aria-label='Contact messages'] > li" },
  { path: "/dashboard/users", rows: "main ul[aria-label='Staff accounts'] > li" },
  { path: "/dashboard/notices" },
  { path: "/dashboard/documents" },
  { path: "/dashboard/jobs" },
  { path: "/dashboard/collections/phone-lists" },
  {
    path: "/dashboard/students",
    seed: (request, tag) =>
      post(request, "students", {
        name: `Aditya Narayan Prasad Srivastava ${tag}`,
        batch: "2025-26",
        course: "MBBS",
        quota: "management",
        category: "general",
        pwd: false,
        neetRank: 1_000_000 + Math.floor(Math.random() * 3_000_000),
        neetScore: 612,
        admittedOn: "2025-09-20",
        status: "studying",
      }),
  },
  {
    path: "/dashboard/non-teaching-staff",
    seed: (request, tag) =>
      post(request, "non-teaching-staff", {
        name: `Smt. Kumari Priyanka Bharti ${tag}`,
        designation: "Senior Administrative Assistant",
        section: "Administration",
        qualification: "M.Com, PG Diploma in Computer Applications",
        joiningDate: "2019-04-01",
        email: `priyanka.bharti.${tag}@example.edu.in`,
        phone: "+91 98765 43210",
      }),
  },
  {
    path: "/dashboard/clinical-material",
    seed: (request) =>
      post(request, "clinical-material", {
        month: "2024-01",
        ...Object.fromEntries(
          [
            "opdNew",
            "opdOld",
            "ipdAdmissions",
            "emergencyCases",
            "majorOperations",
            "minorOperations",
            "deliveriesNormal",
            "deliveriesCaesarean",
            "labInvestigations",
            "radiologyXray",
            "radiologyCt",
            "radiologyMri",
            "radiologyUsg",
            "births",
            "deaths",
          ].map((field) => [field, 12_345]),
        ),
        bedOccupancyPercent: 78,
      }),
  },
  {
    path: "/dashboard/exam-results",
    seed: (request, tag) =>
      post(request, "exam-results", {
        exam: `MBBS Phase II (Supplementary) ${tag}`,
        held: "2025-12",
        appeared: 150,
        passed: 138,
      }),
  },
  {
    path: "/dashboard/grievances",
    rows: "main ul > li",
    actions: links,
    role: "grievance",
    seed: async (request) => {
      const response = await request.post("/api/grievances", {
        multipart: {
          category: "academic",
          description: "The practical examination schedule was changed without notice to the batch.",
          occurredOn: "2026-01-10",
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    },
  },
  {
    path: "/dashboard/appointments",
    // Not the daily counts' table (folded away above the list).
    rows: "main section[aria-label='Request list'] table tbody tr",
    seed: async (request, tag) => {
      await createAppointmentRequest(request, {
        name: `Ramesh Chandra Prasad Yadav ${tag}`,
        email: `ramesh.${tag}@example.com`,
      });
    },
  },
  {
    path: "/dashboard/counselling-rounds",
    seed: (request, tag) =>
      post(request, "counselling-rounds", {
        authority: "Medical Counselling Committee (MCC)",
        course: "MD/MS",
        round: `Round 2 (All India Quota) ${tag}`,
        registrationFrom: "2026-07-01",
        registrationTo: "2026-07-05",
        reportingBy: "2026-07-12",
        link: "https://mcc.nic.in/pg-medical-counselling/",
        status: "draft",
      }),
  },
  {
    path: "/dashboard/message-templates",
    seed: (request, tag) =>
      post(request, "message-templates", {
        name: `Fee structure and hostel details ${tag}`,
        body: "Namaste {name}, thank you for your enquiry about {course} ({reference}). The fee structure and hostel details are on our website.",
      }),
  },
  // Last: the records added above are on its first page.
  { path: "/dashboard/audit", actions: links },
];

/** No table in the main column is wider than its box, and the page itself does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    tables: [...document.querySelectorAll("main table")].map(
      (table) => Math.ceil(table.getBoundingClientRect().width) - table.parentElement!.clientWidth,
    ),
  }));
  expect(overflow.page, "the page scrolls sideways").toBeLessThanOrEqual(0);
  for (const extra of overflow.tables) expect(extra, "a table is wider than its box").toBeLessThanOrEqual(0);
}

test.describe("staff lists fit a 1366 px desktop with their actions in view", () => {
  for (const list of LISTS) {
    test(list.path, async ({ page }) => {
      const tag = uniqueTag();
      if (list.seed) await list.seed(page.request, tag);
      await page.setViewportSize(DESKTOP);
      if (list.role) await signInAsColleague(page, list.role, tag);
      else await signIn(page);
      await page.goto(list.path);
      await list.table?.(page);
      const rows = page.locator(list.rows ?? "main table tbody tr");
      await expect(rows.first()).toBeVisible();
      await expectNoSidewaysScroll(page);

      const last = rows.last();
      await last.scrollIntoViewIfNeeded();
      const actions = (list.actions ?? buttons)(last);
      expect(await actions.count(), "the row has actions").toBeGreaterThan(0);
      for (const action of await actions.all()) await expect(action).toBeInViewport({ ratio: 1 });
    });
  }
});
