import { expect, test, type Browser, type Page } from "@playwright/test";
import { inviteColleague, signInAsColleague } from "./accounts-support";
import { createEnquiry, createFaculty, createMessage, signIn, uniqueTag } from "./staff-helpers";

// Issue 27 items 1 and 4 / ADR 028: a staff screen's first data is in the HTML the server sends, read by its
// route's loader for the signed-in member with the API's permission checks. These pages run without
// JavaScript, so what they show is the server's HTML alone.

const ENQUIRIES = "/dashboard/admission-enquiry";
const FACULTY = "/dashboard/faculty";
const MESSAGES = "/dashboard/contact";

async function withoutScripts(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  return { context, page: await context.newPage() };
}

/** A new colleague of `role`, signed in, in a browser without JavaScript. */
async function colleagueWithoutScripts(browser: Browser, baseURL: string | undefined, role: string) {
  const session = await withoutScripts(browser, baseURL);
  await signInAsColleague(session.page, role, uniqueTag());
  return session;
}

/**
 * A role that may not read the screen's data: the screen says "Not allowed" (200), and none of `secrets` is
 * anywhere in its HTML, the loader's data included (as the API's 403).
 */
async function expectNotInHtml(page: Page, address: string, secrets: string[]) {
  const response = await page.goto(address);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  const html = await response!.text();
  for (const secret of secrets) expect(html).not.toContain(secret);
}

test.describe("staff screens: first data in the server's HTML", () => {
  test("the enquiry list's first rows are in the HTML for the admissions office, not for a role that may not read them", async ({
    browser,
    request,
    baseURL,
  }) => {
    const tag = uniqueTag();
    const enquiry = await createEnquiry(request, {
      name: `First row ${tag}`,
      email: `first.row.${tag}@example.com`,
    });

    const officer = await colleagueWithoutScripts(browser, baseURL, "admissions");
    // The address's query decides the first page: the search finds exactly this enquiry.
    await officer.page.goto(`${ENQUIRIES}?search=${tag}`);
    const main = officer.page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();
    // On a phone the list is cards (the table is there for wider screens).
    const cards = main.getByRole("list", { name: "Enquiries" }).getByRole("listitem");
    await expect(cards.filter({ hasText: `First row ${tag}` })).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(main.getByText("Loading enquiries...")).toHaveCount(0);
    // The admissions office cannot configure e-mail: no banner in its HTML either.
    await expect(main.getByText("E-mail is not configured.")).toHaveCount(0);
    // Without a query, the newest enquiry heads the first page the server renders.
    await officer.page.goto(ENQUIRIES);
    await expect(cards.first()).toContainText(`First row ${tag}`);
    await officer.context.close();

    // An editor may not read enquiries: the screen says so, and no enquiry reaches its HTML (as the API's 403).
    const editor = await colleagueWithoutScripts(browser, baseURL, "editor");
    await expectNotInHtml(editor.page, ENQUIRIES, [enquiry.email, `First row ${tag}`]);
    expect((await editor.page.request.get("/api/enquiry")).status()).toBe(403);
    await editor.context.close();
  });

  test("the faculty list's first page is in the HTML for the faculty clerk, not for a role without faculty records", async ({
    browser,
    request,
    baseURL,
  }) => {
    const tag = uniqueTag();
    const email = `first.faculty.${tag}@example.com`;
    await createFaculty(request, { name: `Dr. First Page ${tag}`, regNo: `FP-${tag}`, email });

    const clerk = await colleagueWithoutScripts(browser, baseURL, "faculty-records");
    // The address's search decides the first page: exactly this member, with the staff's own fields.
    const searched = await clerk.page.goto(`${FACULTY}?search=${tag}`);
    const main = clerk.page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Faculty Management", level: 1 })).toBeVisible();
    const cards = main.getByRole("list", { name: "Faculty members" }).getByRole("listitem");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`Dr. First Page ${tag}`);
    await expect(main.getByText("Loading faculty members...")).toHaveCount(0);
    // As GET /api/faculty answers a member holding faculty:read: with the private fields (the e-mail).
    expect(await searched!.text()).toContain(email);
    // Without a query, the newest member heads the first page.
    await clerk.page.goto(FACULTY);
    await expect(cards.first()).toContainText(`Dr. First Page ${tag}`);
    await clerk.context.close();

    // The admissions office holds no faculty permission: "Not allowed", and no member in its HTML.
    const officer = await colleagueWithoutScripts(browser, baseURL, "admissions");
    await expectNotInHtml(officer.page, `${FACULTY}?search=${tag}`, [`Dr. First Page ${tag}`, email]);
    await officer.context.close();
  });

  test("the messages' first page is in the HTML for those who may read them: all for admissions, careers only for the faculty clerk, none for an editor", async ({
    browser,
    request,
    baseURL,
  }) => {
    const general = await createMessage(request, { category: "general" });
    const careers = await createMessage(request, { category: "careers" });
    const generalEmail = `visitor.${general.tag}@example.com`;
    const list = (page: Page) =>
      page.getByRole("main").getByRole("list", { name: "Contact messages" }).getByRole("listitem");

    const officer = await colleagueWithoutScripts(browser, baseURL, "admissions");
    await officer.page.goto(`${MESSAGES}?category=general`);
    await expect(list(officer.page).filter({ hasText: general.subject })).toBeVisible();
    await expect(officer.page.getByText("Loading contact messages...")).toHaveCount(0);
    await officer.context.close();

    // The faculty-records clerk reads careers messages only (GET /api/contact-us's scope): the careers one
    // heads the list, and the general one is nowhere in the HTML, even when the address asks for it.
    const clerk = await colleagueWithoutScripts(browser, baseURL, "faculty-records");
    await clerk.page.goto(MESSAGES);
    await expect(list(clerk.page).filter({ hasText: careers.subject })).toBeVisible();
    const asked = await clerk.page.goto(`${MESSAGES}?category=general`);
    const clerkHtml = await asked!.text();
    expect(clerkHtml).not.toContain(general.subject);
    expect(clerkHtml).not.toContain(generalEmail);
    await clerk.context.close();

    const editor = await colleagueWithoutScripts(browser, baseURL, "editor");
    await expectNotInHtml(editor.page, MESSAGES, [general.subject, careers.subject]);
    await editor.context.close();
  });

  test("the accounts' and the audit trail's first pages are in the administrator's HTML, in no one else's", async ({
    browser,
    request,
    baseURL,
  }) => {
    const tag = uniqueTag();
    const colleague = await inviteColleague(request, "admissions", tag);

    const admin = await withoutScripts(browser, baseURL);
    await signIn(admin.page);
    // The address's search decides the first page: the invited colleague alone.
    await admin.page.goto(`/dashboard/users?search=${tag}`);
    const accounts = admin.page.getByRole("list", { name: "Staff accounts" }).getByRole("listitem");
    await expect(accounts).toHaveCount(1);
    await expect(accounts.first()).toContainText(colleague.email);
    await expect(admin.page.getByText("Loading accounts...")).toHaveCount(0);
    await admin.page.goto("/dashboard/audit");
    const entries = admin.page.getByRole("group", { name: "Audit entries table" }).getByRole("row");
    await expect(entries.nth(1)).toBeVisible();
    await expect(admin.page.getByText("Loading the audit trail...")).toHaveCount(0);
    await admin.context.close();

    // An editor manages neither accounts nor the trail: "Not allowed", and no colleague's address in its HTML.
    const editor = await colleagueWithoutScripts(browser, baseURL, "editor");
    for (const screen of [`/dashboard/users?search=${tag}`, "/dashboard/audit"])
      await expectNotInHtml(editor.page, screen, [colleague.email]);
    await editor.context.close();
  });

  test("a content collection's first page is in the HTML of a role that may write it, not of one that may not", async ({
    browser,
    baseURL,
  }) => {
    const editor = await colleagueWithoutScripts(browser, baseURL, "editor");
    // The notices screen and the generic collection screen (courses) alike: rows, no loading line.
    for (const [screen, many] of [
      ["/dashboard/notices", "notices"],
      ["/dashboard/collections/courses", "courses"],
    ] as const) {
      await editor.page.goto(screen);
      await expect(editor.page.getByRole("main").getByRole("row").nth(1)).toBeVisible();
      await expect(editor.page.getByText(`Loading ${many}...`)).toHaveCount(0);
    }
    await editor.page.goto("/dashboard/notices");
    const firstNotice = editor.page.getByRole("main").getByRole("row").nth(1);
    const title = (await firstNotice.getByRole("cell").first().innerText()).split("\n")[0]!.trim();
    expect(title.length).toBeGreaterThan(3);
    await editor.context.close();

    // The admissions office does not write content: "Not allowed", and no notice's title in its HTML.
    const officer = await colleagueWithoutScripts(browser, baseURL, "admissions");
    await expectNotInHtml(officer.page, "/dashboard/notices", [title]);
    await officer.context.close();
  });

  test("the administrator's enquiry screen says e-mail is not configured, and the dashboard's figures are in the HTML", async ({
    browser,
    baseURL,
  }) => {
    const admin = await withoutScripts(browser, baseURL);
    await signIn(admin.page);
    await admin.page.goto(ENQUIRIES);
    await expect(admin.page.getByText("E-mail is not configured.")).toBeVisible();

    await admin.page.goto("/dashboard");
    // The welcome comes from the summary's answer; each figure is a number, not the loading mark.
    await expect(admin.page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome/);
    const figures = admin.page.getByRole("list", { name: "Key figures" });
    const enquiriesCard = figures.getByRole("listitem").filter({ hasText: "Admission Enquiries" });
    await expect(enquiriesCard).toContainText(/\d/);
    await expect(enquiriesCard).not.toContainText("…");
    for (const label of ["Students Studying", "Published Courses", "Faculty Members", "New Contact Messages"])
      await expect(figures.getByRole("listitem").filter({ hasText: label })).not.toContainText("…");
    await admin.context.close();
  });
});
