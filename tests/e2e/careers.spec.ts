import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/fixtures";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import {
  inForm,
  staffSearch,
  toast,
  uniqueTag,
  waitForForm,
  type StoredMessage,
} from "./public-forms-support";

// The sample openings (SAMPLE_DATA), soonest closing first. Other tests may add openings of their own
// (content-jobs.spec.ts adds a Medical one), so unfiltered lists are checked to contain these, in order.
const ALL_TITLES = [
  "Assistant Professor, General Medicine",
  "Staff Nurse (ICU)",
  "Laboratory Technician",
  "Associate Professor, Anatomy",
  "Pharmacist",
  "Admissions Office Assistant",
];

// Journeys about the forms: the visitor has already closed the admission pop-up this session.
test.beforeEach(async ({ page, baseURL }) => {
  await closeAdmissionPopupForSession(page, baseURL);
});

const openingTitles = (page: Page) =>
  page.getByRole("region", { name: "Current openings" }).getByRole("heading", { level: 3 });

test("the careers page shows its figures, department cards from the openings, the openings and benefits", async ({
  page,
}) => {
  await page.goto("/career");
  await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
  await expect(page.locator("dt:text-is('Open positions') + dd")).toHaveText(/^\d+$/);
  await expect(page.getByText("500+", { exact: true })).toBeVisible();
  // Each department's open posts, summed over its openings.
  const departments = page.getByRole("region", { name: "Departments hiring" }).getByRole("listitem");
  await expect(departments).toHaveText([
    /^Medical\s*\d+ posts$/,
    /^Nursing\s*8 posts$/,
    /^Laboratory\s*3 posts$/,
    /^Academic\s*1 post$/,
    /^Pharmacy\s*2 posts$/,
    /^Administration\s*2 posts$/,
  ]);
  await expect(openingTitles(page)).toContainText(ALL_TITLES);
  const nurse = page.getByRole("article", { name: "Staff Nurse (ICU)" });
  await expect(nurse).toContainText("Posts:8");
  await expect(nurse).toContainText("Last date to apply:");
  await nurse.getByText("Qualification required").click();
  await expect(nurse.getByRole("listitem")).toHaveText([
    "B.Sc. Nursing or GNM",
    "Registration with the Bihar Nurses Registration Council",
    "BLS certification; ACLS preferred",
  ]);
  await expect(page.getByRole("heading", { name: "Why Work With Us" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("search, department and type combine with AND; 'all' matches everything", async ({ page }) => {
  await page.goto("/career");
  await waitForForm(page);
  const filters = page.getByRole("search", { name: "Filter job openings" });

  await filters.getByLabel("Search jobs").fill("professor");
  await expect(openingTitles(page)).toHaveText([
    "Assistant Professor, General Medicine",
    "Associate Professor, Anatomy",
  ]);
  await filters.getByLabel("Department").selectOption("Academic");
  await expect(openingTitles(page)).toHaveText(["Associate Professor, Anatomy"]);
  await expect(page).toHaveURL(/q=professor/);
  await expect(page).toHaveURL(/department=Academic/);

  // "all" in both selects is no restriction (the spec records the opposite as a defect).
  await filters.getByLabel("Search jobs").fill("");
  await filters.getByLabel("Department").selectOption("all");
  await filters.getByLabel("Job type").selectOption("all");
  await expect(openingTitles(page)).toContainText(ALL_TITLES);

  await filters.getByLabel("Job type").selectOption("Part-time");
  await expect(openingTitles(page)).toHaveText(["Pharmacist"]);
  await filters.getByLabel("Department").selectOption("Nursing");
  await expect(page.getByText("No jobs found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search criteria")).toBeVisible();
  await expect(openingTitles(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Show all openings" }).click();
  await expect(openingTitles(page)).toContainText(ALL_TITLES);
  await expect(filters.getByLabel("Department")).toHaveValue("all");
});

test("'Filter Jobs' takes the visitor to the results", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/career");
  await waitForForm(page);
  await page.getByRole("search").getByLabel("Search jobs").fill("nurse");
  await page.getByRole("button", { name: "Filter Jobs" }).click();
  await expect(page.getByRole("heading", { name: "Current openings" })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Current openings" })).toBeInViewport();
  await expect(openingTitles(page)).toHaveText(["Staff Nurse (ICU)"]);
});

test("filters work from the address without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await closeAdmissionPopupForSession(page, baseURL);
  await page.goto("/career?department=all&type=all");
  await expect(openingTitles(page)).toContainText(ALL_TITLES);
  await page.getByRole("search").getByLabel("Department").selectOption("Laboratory");
  await page.getByRole("button", { name: "Filter Jobs" }).click();
  await expect(page).toHaveURL(/department=Laboratory/);
  await expect(openingTitles(page)).toHaveText(["Laboratory Technician"]);
  await page.goto("/career?q=astronaut");
  await expect(page.getByText("No jobs found")).toBeVisible();
  await context.close();
});

test("Apply fills the Contact HR form, which arrives as a careers message", async ({ page, request }) => {
  const tag = uniqueTag();
  await page.goto("/career");
  await waitForForm(page);
  const hr = page.getByRole("region", { name: "Contact HR" });

  await hr.getByRole("button", { name: "Send to HR" }).click();
  await expect(toast(page, "Please fill all the fields")).toBeVisible();

  await page.getByRole("link", { name: "Apply for Staff Nurse (ICU)" }).click();
  await expect(inForm(page).getByLabel("Interested position")).toHaveValue("nursing");
  await expect(inForm(page).getByLabel("Name")).toBeFocused();
  await expect(hr).toBeInViewport();
  await expect(inForm(page).getByLabel("Message")).toHaveValue(
    "I would like to apply for the Staff Nurse (ICU) opening.",
  );

  await inForm(page).getByLabel("Name").fill(`Rekha ${tag}`);
  await inForm(page).getByLabel("Email").fill("rekha@example.com");
  await inForm(page).getByLabel("Phone").fill("9876501234");
  await hr.getByRole("button", { name: "Send to HR" }).click();
  await expect(toast(page, "Message sent successfully")).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Message Sent Successfully" });
  await expect(dialog.getByText("Your message has been sent successfully")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(inForm(page).getByLabel("Interested position")).toHaveValue("");

  const stored = await staffSearch<StoredMessage>(request, "contact-us", tag);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    name: `Rekha ${tag}`,
    category: "careers",
    subject: "Job enquiry: Nursing",
    message: "I would like to apply for the Staff Nurse (ICU) opening.",
  });
});

test("the Contact HR form works without JavaScript, Apply included", async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await closeAdmissionPopupForSession(page, baseURL);
  const tag = uniqueTag();
  await page.goto("/career");
  await page.getByRole("link", { name: "Apply for Associate Professor, Anatomy" }).click();
  await expect(page).toHaveURL(/position=academic/);
  await expect(inForm(page).getByLabel("Interested position")).toHaveValue("academic");
  await inForm(page).getByLabel("Name").fill(`Farhan ${tag}`);
  await inForm(page).getByLabel("Email").fill("farhan@example.com");
  await inForm(page).getByLabel("Phone").fill("9876512345");
  await inForm(page).getByLabel("Message").fill("MD Anatomy, five years as Assistant Professor.");
  await page.getByRole("button", { name: "Send to HR" }).click();
  await expect(page.getByRole("status").getByText("Message Sent Successfully")).toBeVisible();
  const stored = await staffSearch<StoredMessage>(request, "contact-us", tag);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ category: "careers", subject: "Job enquiry: Academic" });
  await context.close();
});
