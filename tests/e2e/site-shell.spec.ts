import { expect, test, type Page } from "@playwright/test";
import { languageOfPath, pathInLanguage } from "../../contract/language";
import { menuPaths } from "../../app/content/navigation";
import { closeAdmissionPopupForSession } from "./site-shell-support";

// Read-only journeys (no test changes data): they run side by side on the workers.
test.describe.configure({ mode: "parallel" });

const NOT_FOUND_HEADING = "Oops! Page Not Found";

// These journeys are about pages, not the admission pop-up: mark it closed for the session.
test.beforeEach(async ({ page, baseURL }) => {
  await closeAdmissionPopupForSession(page, baseURL);
});

async function expectPage(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response?.status(), `${path} status`).toBe(200);
  await expect(page.locator("h1").first(), `${path} heading`).toBeVisible();
  await expect(
    page.getByRole("heading", { name: NOT_FOUND_HEADING }),
    `${path} is not the 404 page`,
  ).toHaveCount(0);
}

// Public spec §2.1 route table, plus the menu-only pages; the menu data must reach every one of them.
const routeTable = [
  "/",
  "/about",
  "/academics",
  "/admission",
  "/career",
  "/contact",
  "/gallery",
  "/hospitals",
  "/student",
  "/faculty",
  ...[
    "whoweare",
    "mission-vision",
    "director-message",
    "managing-director",
    "principal",
    "medical-superintendent",
    "about-university-buhs",
    "about-university-aktu",
    "affiliation",
    "permission",
    "media-center",
    "academic-facilities",
    "college-committees",
    "citizen-character",
  ].map((page) => `/about/${page}`),
  ...[
    "departments",
    "ug-courses-offered",
    "pg-courses-offered",
    "college-rules-regulations",
    "ug-fee-structure",
    "pg-fee-structure",
  ].map((page) => `/academics/${page}`),
  ...[
    "about-hospitals",
    "opd",
    "rates",
    "insurance",
    "emergency",
    "hospital-central-laboratories",
    "clinical-material",
    "radio-diagnosis",
    "nicu-picu",
    "icu-iccu-sicu",
    "pharmacy",
    "blood-bank",
    "medical-facilities-for-student-staff",
  ].map((page) => `/hospitals/${page}`),
  "/faculty/faculty-doctors",
  "/faculty/non-teaching-staff",
  "/faculty/department-wise",
  ...["information-as-per-nmc", "downloads", "student-list", "examination-results"].map(
    (p) => `/student/${p}`,
  ),
  "/msr-clause-b-1-11",
  // Issue 20: the notices from the menu (Student) and the footer.
  "/notices",
  ...["mbbs", "ug-admission-2025", "pg-admission-2025", "admission-enquiry"].map((p) => `/admission/${p}`),
];

test("the menu data reaches every page of the route table", () => {
  expect([...menuPaths()].sort()).toEqual([...routeTable].sort());
});

test("/hospital redirects permanently to /hospitals", async ({ page, request }) => {
  const response = await request.get("/hospital", { maxRedirects: 0 });
  expect([301, 308]).toContain(response.status());
  expect(response.headers()["location"]).toMatch(/\/hospitals$/);
  await expectPage(page, "/hospital");
  expect(new URL(page.url()).pathname).toBe("/hospitals");
});

test("the header carries the phone, social links, admission banner, logo and Login", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/gallery", { waitUntil: "networkidle" });
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /Call us/ })).toHaveAttribute("href", /^tel:\+91/);
  for (const network of ["Facebook", "Instagram", "LinkedIn", "X (Twitter)", "YouTube"]) {
    const link = header.getByRole("link", { name: `${network} (opens in a new tab)` });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  const banner = header.getByRole("link", { name: "Admission Enquiry for MD/MS & MBBS-2025-26" });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute("href", "/admission/admission-enquiry");
  const login = header.getByRole("link", { name: /^Login/ });
  await expect(login).toHaveAttribute("target", "_blank");
  await expect(login).toHaveAttribute("href", /^https:\/\//);
  // In the desktop menu and in the phone drawer (both in the HTML, one of them hidden).
  const attendance = header.getByRole("link", { name: /MMC \/ AEBAS Attendance/, includeHidden: true });
  await expect(attendance).toHaveCount(2);
  for (const link of await attendance.all()) await expect(link).toHaveAttribute("target", "_blank");
  await header.getByRole("link", { name: /^Ganga Valley Institute.*\(home page\)$/ }).click();
  await expect(page).toHaveURL(/\/$/);

  // The banner is for desktops only.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(banner).toBeHidden();
});

test("the footer carries the copyright, address, phone, e-mail, quick links and social links", async ({
  page,
}) => {
  await page.goto("/about/media-center", { waitUntil: "networkidle" });
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(/© 2025 Ganga Valley Institute of Medical Sciences & Hospital/);
  await expect(footer.locator("address")).toContainText("Bihar");
  // The college's phone and (issue 23) the emergency number: each taps to call.
  await expect(footer).toContainText("Emergency, 24x7:");
  const phoneLinks = footer.getByRole("link", { name: /^\+91/ });
  expect(await phoneLinks.count()).toBeGreaterThanOrEqual(2);
  for (const link of await phoneLinks.all()) await expect(link).toHaveAttribute("href", /^tel:/);
  await expect(footer.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
  await expect(footer.getByRole("navigation", { name: "Quick links" }).getByRole("link")).not.toHaveCount(0);
  await expect(
    footer
      .getByRole("navigation", { name: "Quick links" })
      .getByRole("link", { name: "Notices", exact: true }),
  ).toHaveAttribute("href", "/notices");
  await expect(footer.getByRole("link", { name: /opens in a new tab/ })).toHaveCount(5);
});

test("a skip link jumps to the page content", async ({ page }) => {
  await page.goto("/gallery", { waitUntil: "networkidle" });
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main-content$/);
});

test("sitemap.xml lists every public page with absolute addresses, robots.txt points at it", async ({
  request,
  baseURL,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  const allLocs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  // Each page in English and at its Hindi address (issue 24), each entry naming both.
  const locs = allLocs.filter((loc) => languageOfPath(new URL(loc).pathname) === "en");
  expect(allLocs.filter((loc) => !locs.includes(loc)).sort()).toEqual(
    locs.map((loc) => `${baseURL}${pathInLanguage(new URL(loc).pathname, "hi")}`).sort(),
  );
  expect(xml).toContain(
    `<loc>${baseURL}/hi/admission/mbbs</loc><xhtml:link rel="alternate" hreflang="en-IN" href="${baseURL}/admission/mbbs"/><xhtml:link rel="alternate" hreflang="hi" href="${baseURL}/hi/admission/mbbs"/></url>`,
  );
  for (const path of routeTable) expect(locs).toContain(`${baseURL}${path}`);
  // Beyond the menu's pages: pages made from the database (notices, the NMC lists' and the MSR hub's published
  // months) and their indexes,
  // the safety pages (linked from every page's header and footer) and the appointment request (from the
  // hospital pages).
  const beyondMenu = locs.filter((loc) => !routeTable.some((path) => loc === `${baseURL}${path}`));
  for (const loc of beyondMenu) {
    expect(loc.slice(baseURL!.length)).toMatch(
      /^\/(notices(\/[a-z0-9-]+)?|faculty\/department-wise\/(archive|\d{4}-\d{2})|faculty\/mmc-aebas-attendance|safety(\/complaint|\/status)?|msr-clause-b-1-11\/([a-l]|archive|\d{4}-\d{2})|college-information|privacy|hospitals\/appointment)$/,
    );
  }
  expect(locs).toContain(`${baseURL}/faculty/department-wise/archive`);
  expect(locs).toContain(`${baseURL}/msr-clause-b-1-11/archive`);
  for (const path of ["/safety", "/safety/complaint", "/safety/status", "/privacy", "/hospitals/appointment"])
    expect(locs).toContain(`${baseURL}${path}`);

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const area of ["/dashboard", "/login", "/api"]) expect(text).toContain(`Disallow: ${area}`);
});

test("pages have their own title, description and canonical link, and the head describes the college", async ({
  page,
  baseURL,
}) => {
  const titles = new Set<string>();
  for (const path of ["/", "/gallery", "/about/media-center"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    titles.add(await page.title());
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
  }
  expect(titles.size).toBe(3);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  const types = jsonLd["@graph"].map((node: { "@type": string | string[] }) => [node["@type"]].flat()).flat();
  expect(types).toEqual(expect.arrayContaining(["CollegeOrUniversity", "Hospital"]));
  for (const node of jsonLd["@graph"]) {
    expect(node.address.addressRegion).toBe("Bihar");
    expect(node.telephone).toMatch(/^\+91/);
    expect(node.geo.latitude).toEqual(expect.any(Number));
  }
});

test("home: hero, statistics, welcome, notices, banner, courses, reasons and alumni", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /Apply Now/ })).toHaveAttribute(
    "href",
    "/admission/admission-enquiry",
  );
  await expect(page.getByRole("link", { name: /^Learn more about the college/ })).toHaveAttribute(
    "href",
    "/about/whoweare",
  );
  const figures = page.getByRole("region", { name: "The college in figures" });
  await expect(figures).toContainText("150");
  await expect(figures).toContainText("30 min");
  // The bed count is the bed table's teaching beds, as on every hospital page (issue 20; spec §9 gave 975 here).
  await expect(
    figures.getByRole("listitem").filter({ hasText: "bed super-speciality hospital" }),
  ).toContainText("720");
  await expect(page.getByRole("link", { name: /^Read more/ })).toHaveAttribute("href", "/about/whoweare");
  const notices = page.getByRole("region", { name: "Notice Board" });
  // The sample notices (other tests may publish more in parallel): newest first, with loop copies.
  expect(await notices.locator("li:not([aria-hidden])").count()).toBeGreaterThanOrEqual(5);
  await expect(
    notices
      .locator("li:not([aria-hidden])")
      .getByRole("link", { name: "PG MD/MS Counselling 2025: third round" }),
  ).toBeVisible();
  await expect(notices.getByRole("link", { name: /^More\./ })).toHaveAttribute("href", "/notices");
  await expect(page.getByRole("heading", { name: "Learn. Serve. Lead." })).toBeVisible();
  const courses = page.getByRole("region", { name: "Courses We Offer" });
  await expect(courses.getByRole("link", { name: "Learn more about MBBS" })).toHaveAttribute(
    "href",
    "/academics/ug-courses-offered",
  );
  await expect(courses.getByRole("link", { name: "Learn more about MD / MS" })).toHaveAttribute(
    "href",
    "/academics/pg-courses-offered",
  );
  await expect(page.getByRole("region", { name: /Why to choose/ }).getByRole("listitem")).toHaveCount(5);
  const alumni = page.getByRole("region", { name: "Alumni testimonials" });
  await expect(alumni.locator('[aria-roledescription="slide"][aria-label]')).toHaveCount(4);
  await expect(alumni.getByRole("img", { name: /Rated [1-5] out of 5/ }).first()).toBeAttached();
});

test("home carousels move on their own, pause on request, and stay still for reduced motion", async ({
  page,
}) => {
  // The page's timers run on a paused clock the test moves on: "stays still for N s" takes no real time.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  // The enhancement script starts after the first paint (under a fake clock the page sees no paint timing, so
  // the loader's fallback, 3 s after load) and runs its steps on timers: move the clock until it has.
  const enhanced = async () => {
    await page.clock.runFor(3_000);
    await expect
      .poll(async () => {
        await page.clock.runFor(20);
        return page.locator("html").getAttribute("data-enhanced");
      })
      .toBe("");
  };
  await page.goto("/", { waitUntil: "networkidle" });
  await enhanced();
  const track = page.getByTestId("notice-track");
  // How many notices the board has moved up.
  const offset = () =>
    track.evaluate((element) =>
      Math.abs(Number.parseFloat((element as HTMLElement).style.transform.slice(11))),
    );
  expect(await offset()).toBe(0);
  // Autoplay 2500 ms: the first move happens within 3 s.
  await page.clock.runFor(3_000);
  await expect.poll(offset).toBeGreaterThan(0);
  await expect(track).toHaveCSS("transition-duration", "1s");

  // The pointer over the board holds it; leaving lets it move on. (Offset `count` shows the same notice as 0:
  // the loop's copy, which snaps back.)
  const count = await page
    .getByRole("region", { name: "Notice Board" })
    .locator("li:not([aria-hidden])")
    .count();
  const notice = async () => (await offset()) % count;
  const board = page.getByRole("region", { name: "Notice Board" });
  await board.hover();
  const held = await notice();
  await page.clock.runFor(3_500);
  expect(await notice()).toBe(held);
  await page.mouse.move(0, 0);
  await page.clock.runFor(3_000);
  await expect.poll(notice).not.toBe(held);
  // So does keyboard focus inside it.
  await board.getByRole("button", { name: "Pause notices" }).focus();
  const focused = await notice();
  await page.clock.runFor(3_500);
  expect(await notice()).toBe(focused);
  await page.locator("body").focus();

  const alumni = page.getByRole("region", { name: "Alumni testimonials" });
  await alumni.getByRole("button", { name: "Pause testimonials" }).click();
  const slideShown = () =>
    alumni.locator('[aria-roledescription="slide"]:not([aria-hidden])').getAttribute("aria-label");
  const before = await slideShown();
  await page.mouse.move(0, 0); // not hovering: only the pause holds it
  await page.clock.runFor(3_500);
  expect(await slideShown()).toBe(before);
  await alumni.getByRole("button", { name: "Next testimonial" }).click();
  await expect.poll(slideShown).not.toBe(before);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload({ waitUntil: "networkidle" });
  await enhanced();
  await expect(page.getByRole("button", { name: "Play notices" })).toBeVisible();
  await page.clock.runFor(3_000);
  expect(await offset()).toBe(0);
});
