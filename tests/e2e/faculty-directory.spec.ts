import { expect, test, type APIRequestContext, type Page, type Request, type Route } from "@playwright/test";
import { directoryServerUrl, emptyServerUrl, expectNoAxeViolations, staffToken } from "./support/fixtures";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { uniqueTag } from "./public-forms-support";

const PATH = "/faculty/faculty-doctors";

async function totalFaculty(request: APIRequestContext): Promise<number> {
  const response = await request.get("/api/faculty?limit=1");
  expect(response.status()).toBe(200);
  return (await response.json()).data.pagination.totalRecords;
}

async function addMember(request: APIRequestContext, token: string, fields: Record<string, string>) {
  const response = await request.post("/api/faculty", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: fields,
  });
  expect(response.status()).toBe(201);
}

const rows = (page: Page) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader") });
const range = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ faculty members$/);
const pager = (page: Page) => page.getByRole("navigation", { name: "Faculty list pages" });

// The tests read the same list; they run in order in one worker, on a server no other test writes to.
test.describe.configure({ mode: "serial" });
test.use({ baseURL: directoryServerUrl() });

let tag: string;
let total: number;

test.beforeAll(async ({ request }) => {
  tag = uniqueTag();
  const token = await staffToken(request);
  // Enough members for seven pages of ten (ellipses in the pager); the newest has no AEBAS id or experience.
  const existing = await totalFaculty(request);
  for (let index = existing; index < 64; index += 1) {
    await addMember(request, token, {
      name: `Dr. Filler ${tag} ${index}`,
      designation: "Tutor",
      qualification: "MBBS",
      regNo: `FILL-${tag}-${index}`,
      AEBASID: `AEB-${index}`,
      experienceYears: "3",
    });
  }
  await addMember(request, token, {
    name: `Dr. Newest ${tag}`,
    designation: "Assistant Professor",
    qualification: "MBBS, MD",
    regNo: `NEW-${tag}`,
    email: `private-${tag}@example.com`,
    phone: "+91 90000 12345",
  });
  total = await totalFaculty(request);
});

// Journeys about the forms: the visitor has already closed the admission pop-up this session.
test.beforeEach(async ({ page, baseURL }) => {
  await closeAdmissionPopupForSession(page, baseURL);
});

test("the first page is in the server's HTML, newest first, with public fields only", async ({
  request,
  page,
}) => {
  const html = await (await request.get(PATH)).text();
  expect(html).toContain(`Dr. Newest ${tag}`);
  expect(html).not.toContain(`private-${tag}@example.com`);
  expect(html).not.toContain("90000 12345");

  await page.goto(PATH);
  await expect(range(page)).toHaveText(`Showing 1 to 25 of ${total} faculty members`);
  await expect(rows(page)).toHaveCount(25);
  const newest = rows(page).first();
  await expect(newest.getByRole("rowheader")).toHaveText(`Dr. Newest ${tag}`);
  // Department first and OPD days last (issue 23): this member has neither.
  await expect(newest.getByRole("cell")).toHaveText([
    "N/A",
    "Assistant Professor",
    "MBBS, MD",
    `NEW-${tag}`,
    "N/A",
    "N/A",
    "—",
  ]);
  await expect(rows(page).nth(1).getByRole("cell").nth(5)).toHaveText("3 yrs");
  await expect(page.getByLabel("Show")).toHaveValue("25");
  await expect(page.getByLabel("Show").locator("option")).toHaveText(["10", "25", "50", "100", "200"]);
  await expectNoAxeViolations(page);
});

test("pages move through the address: window of five, ellipses, back button, scroll to top", async ({
  page,
}) => {
  const lastPage = Math.ceil(total / 10);
  await page.goto(`${PATH}?limit=10`);
  const nav = pager(page);
  // The ellipsis is hidden from assistive technology, so count list items by element.
  // The current page is no link: its number with "Page" as visually hidden text (issue 26: no aria-label on a span).
  await expect(nav.locator("li")).toHaveText([
    "Previous",
    "Page 1",
    "2",
    "3",
    "4",
    "5",
    "…",
    String(lastPage),
    "Next",
  ]);
  await expect(nav.locator('[aria-current="page"]')).toHaveText("Page 1");

  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await nav.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2&limit=10/);
  await expect(range(page)).toHaveText(`Showing 11 to 20 of ${total} faculty members`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await nav.getByRole("link", { name: "Next" }).click();
  await expect(range(page)).toHaveText(`Showing 21 to 30 of ${total} faculty members`);
  await nav.getByRole("link", { name: `Page ${lastPage}` }).click();
  await expect(range(page)).toHaveText(
    `Showing ${(lastPage - 1) * 10 + 1} to ${total} of ${total} faculty members`,
  );
  await expect(nav.getByText("Next", { exact: true })).toHaveAttribute("aria-disabled", "true");
  await expect(nav.locator("li").nth(2)).toHaveText("…");

  await page.goBack();
  await expect(page).toHaveURL(/page=3&limit=10/);
  await expect(range(page)).toHaveText(`Showing 21 to 30 of ${total} faculty members`);

  // The address alone opens the same page (shared link).
  await page.goto(`${PATH}?page=2&limit=10`);
  await expect(range(page)).toHaveText(`Showing 11 to 20 of ${total} faculty members`);
});

/**
 * Paging in place needs the site's script, which loads after the first paint (ADR 013); it marks the
 * directory when it has taken over.
 */
const enhanced = (page: Page) => expect(page.locator("[data-directory][data-enhanced]")).toHaveCount(1);

/** The script's fetch of another page of the directory (not a page load). */
const isPageFetch = (request: Request) =>
  request.resourceType() === "fetch" && new URL(request.url()).pathname === PATH;

test("changing the page size goes back to page 1", async ({ page }) => {
  await page.goto(`${PATH}?page=3&limit=10`);
  // Until the script runs, the size applies with the Apply button.
  await enhanced(page);
  await page.getByLabel("Show").selectOption("50");
  await expect(page).toHaveURL(/\?limit=50$/);
  await expect(range(page)).toHaveText(`Showing 1 to 50 of ${total} faculty members`);
  await expect(rows(page)).toHaveCount(50);
  await expect(pager(page).locator('[aria-current="page"]')).toHaveText("Page 1");
});

test("on a phone nothing moves when the script takes over, and Show doctors applies in place", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PATH);
  await enhanced(page);
  // Every layout shift since the page began (the script once removed the Apply buttons after the first paint).
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
  expect(shifted).toBe(0);
  const fetched = page.waitForRequest(isPageFetch);
  await page.getByRole("button", { name: "Show doctors" }).click();
  await fetched;
  await expect(range(page)).toHaveText(`Showing 1 to 25 of ${total} faculty members`);
});

test("a failing page fetch shows the error state, and Try Again recovers", async ({ page }) => {
  await page.goto(PATH);
  await expect(range(page)).toBeVisible();
  await enhanced(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const failing = async (route: Route) => {
    if (!isPageFetch(route.request())) return route.continue();
    await held;
    await route.fulfill({ status: 503, contentType: "text/plain", body: "Service unavailable" });
  };
  await page.route(`**${PATH}?*`, failing);
  await pager(page).getByRole("link", { name: "Page 2" }).click();
  await expect(page.getByRole("status").getByText("Loading faculty members...")).toBeVisible();
  release();
  const error = page.getByRole("alert");
  await expect(error.getByRole("heading", { name: "Error Loading Faculty" })).toBeVisible();
  await expect(error.getByText("Failed to fetch faculty members")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute(`**${PATH}?*`, failing);
  await error.getByRole("button", { name: "Try Again" }).click();
  await expect(range(page)).toHaveText(`Showing 26 to 50 of ${total} faculty members`);
  await expect(page.getByRole("heading", { name: "Error Loading Faculty" })).toBeHidden();
});

test("pages fetched in place never carry private fields, even for a signed-in staff browser", async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  await page.goto(PATH);
  await enhanced(page);
  await page.context().addCookies([{ name: "session", value: token, url: page.url() }]);
  const answers: string[] = [];
  page.on("response", async (response) => {
    if (isPageFetch(response.request())) answers.push(await response.text());
  });
  await pager(page).getByRole("link", { name: "Page 2" }).click();
  await expect(range(page)).toHaveText(/^Showing 26 to/);
  await pager(page).getByRole("link", { name: "Page 1" }).click();
  await expect(rows(page).first().getByRole("rowheader")).toHaveText(`Dr. Newest ${tag}`);
  await expect.poll(() => answers.join("")).toContain(`Dr. Newest ${tag}`);
  expect(answers.join("")).not.toContain(`private-${tag}@example.com`);
  await expect(page.getByText(`private-${tag}@example.com`)).toHaveCount(0);
});

test("with no faculty the page says so", async ({ page }) => {
  await page.goto(`${emptyServerUrl()}${PATH}`);
  await expect(page.getByRole("heading", { name: "No Faculty Members Found" })).toBeVisible();
  await expect(page.getByText(/check back later or contact the college administration/)).toBeVisible();
  await expect(pager(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("on a 375 px phone each member reads as a card without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(PATH);
  const newest = rows(page).first();
  await expect(newest).toBeVisible();
  // The card is taller than the screen since it gained department and OPD days: scroll down to its end.
  await newest.getByRole("cell").last().scrollIntoViewIfNeeded();
  await expect(newest.getByRole("cell").last()).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});

// Last: it adds a member. A head of department keeps the post (issue 19): "Professor & Head" in, both shown.
test("a Head of Department reads as such in the directory", async ({ request, page }) => {
  const department = "Forensic Medicine & Toxicology";
  await addMember(request, await staffToken(request), {
    name: `Dr. Head ${tag}`,
    designation: "Professor & Head",
    qualification: "MBBS, MD",
    regNo: `HOD-${tag}`,
    department,
  });
  await page.goto(`${PATH}?department=${encodeURIComponent(department)}`);
  const head = rows(page).filter({ has: page.getByRole("rowheader", { name: `Dr. Head ${tag}` }) });
  await expect(head.getByRole("cell").nth(0)).toHaveText(department);
  await expect(head.getByRole("cell").nth(1)).toHaveText("Professor, Head of Department");
});
