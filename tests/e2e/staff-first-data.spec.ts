import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { msrDuty } from "../../contract/msr-hub";
import { nmcDuty } from "../../contract/nmc-calendar";
import { inviteColleague, signInAsColleague } from "./accounts-support";
import {
  bearer,
  createAppointmentRequest,
  createEnquiry,
  createFaculty,
  createMessage,
  signIn,
  uniqueTag,
} from "./staff-helpers";
import { emptyServerUrl } from "./support/fixtures";

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

/** Every API request `page` sends from now on (method and path). */
function apiCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith("/api/")) calls.push(`${sent.method()} ${pathname}`);
  });
  return calls;
}

/** Opens `address` with JavaScript and waits until the screen has hydrated and the network is quiet. */
async function openHydrated(page: Page, address: string) {
  await page.goto(address, { waitUntil: "networkidle" });
  await expect(page.locator("body")).not.toHaveAttribute("inert");
  await page.waitForLoadState("networkidle");
}

/** How many times the audit trail has recorded a read of the complaint `reference` (the administrator asks). */
async function complaintReads(request: APIRequestContext, reference: string) {
  const answer = await request.get("/api/audit", {
    headers: await bearer(request),
    params: { action: "grievance.read", entity: "grievance", entityId: reference, limit: "100" },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { pagination: { totalEntries: number } }).pagination.totalEntries;
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
    // Documents and gallery photos have their own API (another answer shape), read as it answers a writer.
    for (const [screen, many] of [
      ["/dashboard/notices", "notices"],
      ["/dashboard/collections/courses", "courses"],
      ["/dashboard/documents", "documents"],
      ["/dashboard/gallery", "photos"],
    ] as const) {
      await editor.page.goto(screen);
      await expect(editor.page.getByRole("main").getByRole("row").nth(1)).toBeVisible();
      await expect(editor.page.getByText(`Loading ${many}...`)).toHaveCount(0);
    }
    const firstTitle = async (screen: string) => {
      await editor.page.goto(screen);
      const firstRow = editor.page.getByRole("main").getByRole("row").nth(1);
      const title = (await firstRow.getByRole("cell").first().innerText()).split("\n")[0]!.trim();
      expect(title.length).toBeGreaterThan(3);
      return title;
    };
    const notice = await firstTitle("/dashboard/notices");
    const document = await firstTitle("/dashboard/documents");
    await editor.context.close();

    // The admissions office does not write content: "Not allowed", and no notice's or document's title in
    // its HTML.
    const officer = await colleagueWithoutScripts(browser, baseURL, "admissions");
    await expectNotInHtml(officer.page, "/dashboard/notices", [notice]);
    await expectNotInHtml(officer.page, "/dashboard/documents", [document]);
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

  test("the dashboard's disclosure status and panels are in the HTML, each for the roles that may read it", async ({
    browser,
    baseURL,
  }) => {
    const admin = await withoutScripts(browser, baseURL);
    await signIn(admin.page);
    const html = await (await admin.page.goto("/dashboard"))!.text();
    const main = admin.page.getByRole("main");
    // Each month published or due, not the loading mark.
    const status = main.getByRole("listitem").filter({ hasText: "Disclosure status" });
    await expect(status.getByRole("definition")).toHaveCount(3);
    for (const state of await status.getByRole("definition").all())
      await expect(state).toHaveText(/^(Published \d+ \w+|Due by \d+ \w+|Overdue since \d+ \w+ \d{4})$/);
    // The admissions pipeline (the admin's with everyone's follow-ups), the sources and the recent activity.
    const pipeline = main.getByRole("region", { name: "Admissions pipeline" });
    await expect(pipeline.getByRole("list", { name: /Enquiries per status/ })).toBeVisible();
    await expect(pipeline.locator('[data-figure="Everyone today"]')).toBeVisible();
    await expect(main.getByRole("list", { name: "Enquiries per source" })).toBeVisible();
    await expect(main.getByRole("table", { name: "Web campaigns" })).toBeVisible();
    await expect(main.getByRole("list", { name: "Recent activity" }).getByRole("listitem")).toHaveCount(6);
    await expect(main.getByText(/^Loading /)).toHaveCount(0);
    for (const key of ["enquiry-funnel", "enquiry-sources", "recent-activity"]) expect(html).toContain(key);
    await admin.context.close();

    // An editor reads neither enquiries nor the audit trail: no panel, and none of their data in the HTML;
    // the disclosure status (public publications) is there for every role.
    const editor = await colleagueWithoutScripts(browser, baseURL, "editor");
    const editorHtml = await (await editor.page.goto("/dashboard"))!.text();
    const editorStatus = editor.page.getByRole("listitem").filter({ hasText: "Disclosure status" });
    for (const state of await editorStatus.getByRole("definition").all())
      await expect(state).not.toHaveText("…");
    await expect(editorStatus.getByRole("definition")).toHaveCount(3);
    await expect(editor.page.getByRole("region", { name: "Admissions pipeline" })).toHaveCount(0);
    for (const key of ["enquiry-funnel", "enquiry-sources", "recent-activity"])
      expect(editorHtml).not.toContain(key);
    await editor.context.close();
  });

  test("opening the dashboard asks the API nothing: a month not yet published is no 404 in the browser", async ({
    browser,
  }) => {
    // The empty server has published neither this month's MSR hub nor the NMC list's month due.
    const context = await browser.newContext({ baseURL: emptyServerUrl() });
    const page = await context.newPage();
    await signIn(page, emptyServerUrl());
    const calls: string[] = [];
    const missing: string[] = [];
    page.on("request", (sent) => {
      if (new URL(sent.url()).pathname.startsWith("/api/")) calls.push(`${sent.method()} ${sent.url()}`);
    });
    page.on("response", (answer) => {
      if (answer.status() === 404) missing.push(answer.url());
    });
    await page.goto("/dashboard", { waitUntil: "networkidle" });
    // Hydrated: every card and panel started from the loader's answers.
    await expect(page.locator("body")).not.toHaveAttribute("inert");
    const status = page.getByRole("listitem").filter({ hasText: "Disclosure status" });
    await expect(status.getByRole("definition")).toHaveCount(3);
    for (const state of await status.getByRole("definition").all())
      await expect(state).toHaveText(/^(Due by \d+ \w+|Overdue since \d+ \w+ \d{4})$/);
    await expect(page.getByRole("list", { name: "Recent activity" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(missing).toEqual([]);
    expect(calls).toEqual([]);
    // What the card used to ask after hydration: the API answers 404 for both months.
    const now = new Date();
    for (const path of [
      `/api/disclosures/months/${msrDuty(now).dueMonth}`,
      `/api/nmc/faculty-lists/${nmcDuty(now).dueMonth}`,
    ])
      expect((await page.request.get(path)).status(), path).toBe(404);
    await context.close();
  });

  test("the complaints register's first page is in a committee role's HTML, with no complaint's content; not in another committee's, nor the administrator's", async ({
    browser,
    request,
    baseURL,
  }) => {
    const description = `The practical examination schedule was changed without notice ${uniqueTag()}`;
    const filed = await request.post("/api/grievances", {
      multipart: { category: "academic", description, occurredOn: "2026-01-10" },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const { reference } = (await filed.json()).data as { reference: string };

    const officer = await colleagueWithoutScripts(browser, baseURL, "grievance");
    const listed = await officer.page.goto("/dashboard/grievances");
    const main = officer.page.getByRole("main");
    await expect(main.getByRole("link", { name: new RegExp(reference) })).toBeVisible();
    await expect(main.getByTestId("grievance-counts")).toContainText(/\d+ open/);
    await expect(main.getByText("Loading complaints...")).toHaveCount(0);
    // The register only (as GET /api/grievances): opening a complaint is recorded, so no content is read here.
    expect(await listed!.text()).not.toContain(description);
    // The address decides the first page: a complaint filed today is not overdue.
    const overdue = await officer.page.goto("/dashboard/grievances?overdue=true");
    await expect(main.getByText("Loading complaints...")).toHaveCount(0);
    expect(await overdue!.text()).not.toContain(reference);
    await officer.context.close();

    // The Internal Committee reads sexual-harassment complaints only: the screen, without this complaint.
    const committee = await colleagueWithoutScripts(browser, baseURL, "internal-committee");
    const theirs = await committee.page.goto("/dashboard/grievances");
    await expect(committee.page.getByRole("heading", { name: "Complaints", level: 1 })).toBeVisible();
    expect(await theirs!.text()).not.toContain(reference);
    await committee.context.close();

    // The administrator is not a committee role (GET /api/grievances answers 403).
    const admin = await withoutScripts(browser, baseURL);
    await signIn(admin.page);
    await expectNotInHtml(admin.page, "/dashboard/grievances", [reference]);
    await admin.context.close();
  });

  test("the appointment requests' first page and daily counts are in the hospital desk's HTML, not in an editor's", async ({
    browser,
    request,
    baseURL,
  }) => {
    const { name, phone } = await createAppointmentRequest(request, { name: `Patient First ${uniqueTag()}` });

    const desk = await colleagueWithoutScripts(browser, baseURL, "hospital-desk");
    const searched = await desk.page.goto(`/dashboard/appointments?search=${encodeURIComponent(name)}`);
    const main = desk.page.getByRole("main");
    // On a phone the requests are cards (the table is there for wider screens).
    const list = main.getByRole("region", { name: "Request list" });
    await expect(list.getByRole("listitem").filter({ hasText: name })).toHaveCount(1);
    await expect(main.getByTestId("appointment-counts")).toContainText("Waiting for a call");
    await expect(main.getByText("Loading requests...")).toHaveCount(0);
    expect(await searched!.text()).toContain(phone);
    await desk.context.close();

    // Patients' phone numbers are the desk's: an editor's screen says "Not allowed", with none in its HTML.
    const editor = await colleagueWithoutScripts(browser, baseURL, "editor");
    await expectNotInHtml(editor.page, `/dashboard/appointments?search=${encodeURIComponent(name)}`, [
      name,
      phone,
    ]);
    await editor.context.close();
  });

  test("a register's first page is in the HTML: every field for its writers, the public ones for a role that only reads, none where its screen is not allowed", async ({
    browser,
    request,
    baseURL,
  }) => {
    const tag = uniqueTag();
    const headers = await bearer(request);
    const member = { name: `Sister First ${tag}`, email: `first.${tag}@example.edu.in` };
    const created = await request.post("/api/non-teaching-staff", {
      headers,
      data: { ...member, designation: "Staff Nurse", section: "Nursing", qualification: "B.Sc. Nursing" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const exam = `MBBS Phase I (First Data) ${tag}`;
    const result = await request.post("/api/exam-results", {
      headers,
      data: { exam, held: "2025-12", appeared: 150, passed: 138 },
    });
    expect(result.status(), await result.text()).toBe(201);
    const rowOf = (page: Page, text: string) =>
      page.getByRole("main").getByRole("row").filter({ hasText: text });

    // The faculty-records clerk writes both registers: each first page with its private fields.
    const clerk = await colleagueWithoutScripts(browser, baseURL, "faculty-records");
    const staffPage = await clerk.page.goto(`/dashboard/non-teaching-staff?search=${tag}`);
    await expect(rowOf(clerk.page, member.name)).toHaveCount(1);
    await expect(clerk.page.getByText(/^Loading /)).toHaveCount(0);
    expect(await staffPage!.text()).toContain(member.email);
    await clerk.page.goto(`/dashboard/exam-results?search=${tag}`);
    await expect(rowOf(clerk.page, exam)).toHaveCount(1);
    await clerk.context.close();

    // An editor reads the non-teaching staff's public fields (as GET /api/non-teaching-staff answers a
    // visitor), and the examination results' screen is not theirs.
    const editor = await colleagueWithoutScripts(browser, baseURL, "editor");
    const publicPage = await editor.page.goto(`/dashboard/non-teaching-staff?search=${tag}`);
    await expect(rowOf(editor.page, member.name)).toHaveCount(1);
    expect(await publicPage!.text()).not.toContain(member.email);
    await expectNotInHtml(editor.page, `/dashboard/exam-results?search=${tag}`, [exam]);
    await editor.context.close();
  });

  test("an enquiry's screen opens from the HTML with its notes, timeline, assignees and templates, asks the API nothing on opening, and shows a change; an editor's HTML has none of it", async ({
    browser,
    request,
    baseURL,
  }) => {
    const tag = uniqueTag();
    const enquiry = await createEnquiry(request, {
      name: `Detail First ${tag}`,
      email: `detail.first.${tag}@example.com`,
    });
    const noted = await request.post(`/api/enquiry/${enquiry._id}/notes`, {
      headers: await bearer(request),
      data: { text: `Asked about hostel seats ${tag}` },
    });
    expect(noted.status(), await noted.text()).toBe(201);
    const address = `${ENQUIRIES}/${enquiry._id}`;

    // Without JavaScript: the server's HTML alone holds the screen.
    const officer = await withoutScripts(browser, baseURL);
    const colleague = await signInAsColleague(officer.page, "admissions", tag);
    await officer.page.goto(address);
    const main = officer.page.getByRole("main");
    await expect(main.getByRole("heading", { name: `Detail First ${tag}`, level: 1 })).toBeVisible();
    const timeline = main.getByRole("list", { name: "Timeline" });
    await expect(timeline.getByText(/^Enquiry received \(ENQ-\d{6}\)$/)).toBeVisible();
    await expect(main.getByText(`Asked about hostel seats ${tag}`).first()).toBeVisible();
    // The people to assign it to (the officer among them) and the WhatsApp templates, read with it.
    await expect(main.getByLabel("Assigned to").locator("option", { hasText: colleague.name })).toHaveCount(
      1,
    );
    await expect(main.getByText(/^Loading /)).toHaveCount(0);
    // An unknown enquiry: the API's 404, said from the HTML.
    await officer.page.goto(`${ENQUIRIES}/00000000-0000-4000-8000-000000000000`);
    await expect(officer.page.getByRole("alert")).toContainText("Could not load the enquiry");
    await officer.context.close();

    // With JavaScript: opening the screen asks the API nothing; after a change it shows the fresh enquiry.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInAsColleague(page, "admissions", uniqueTag());
    const calls = apiCalls(page);
    await openHydrated(page, address);
    await expect(page.getByRole("heading", { name: `Detail First ${tag}`, level: 1 })).toBeVisible();
    expect(calls).toEqual([]);
    await page.getByLabel("New note").fill(`Call back on Monday ${tag}`);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added")).toBeVisible();
    const fresh = page.getByRole("list", { name: "Timeline" });
    await expect(fresh.locator('[data-kind="note"]').getByText(`Call back on Monday ${tag}`)).toBeVisible();
    await page.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(fresh.getByText("Status: New → Contacted")).toBeVisible();
    await expect(page.locator("h1 + p [data-status]")).toHaveText("Contacted");
    await context.close();

    // The administrator's screen also carries the outbox's state: the banner, still without an API call.
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin);
    const adminCalls = apiCalls(admin);
    await openHydrated(admin, address);
    await expect(admin.getByText("E-mail is not configured.")).toBeVisible();
    expect(adminCalls).toEqual([]);
    await adminContext.close();

    // An editor may not read enquiries: "Not allowed", and nothing of the enquiry in its HTML.
    const editor = await colleagueWithoutScripts(browser, baseURL, "editor");
    await expectNotInHtml(editor.page, address, [
      `Detail First ${tag}`,
      enquiry.email,
      `Asked about hostel seats ${tag}`,
    ]);
    await editor.context.close();
  });

  test("opening a complaint reads it on the server for its committee alone, asks the API nothing, and is recorded once per opening", async ({
    browser,
    request,
    baseURL,
  }) => {
    const description = `The internal assessment marks were never shown to us ${uniqueTag()}`;
    const filed = await request.post("/api/grievances", {
      multipart: { category: "academic", description, occurredOn: "2026-02-03" },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const { reference } = (await filed.json()).data as { reference: string };
    const address = `/dashboard/grievances/${reference}`;
    expect(await complaintReads(request, reference)).toBe(0);

    // The grievance officer, without JavaScript: the complaint is in the HTML; that opening is recorded.
    const officer = await colleagueWithoutScripts(browser, baseURL, "grievance");
    const opened = await officer.page.goto(address);
    await expect(officer.page.getByRole("heading", { name: reference, level: 1 })).toBeVisible();
    await expect(officer.page.getByText(description)).toBeVisible();
    await expect(officer.page.getByText("Loading the complaint...")).toHaveCount(0);
    expect(await opened!.text()).toContain(description);
    await officer.context.close();
    expect(await complaintReads(request, reference)).toBe(1);

    // With JavaScript: opening it asks the API nothing (the loader's read is the one recorded), a note shows
    // the API's answer without reading it again, and opening it from the register is one more read.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInAsColleague(page, "grievance", uniqueTag());
    const calls = apiCalls(page);
    await openHydrated(page, address);
    await expect(page.getByText(description)).toBeVisible();
    expect(calls).toEqual([]);
    expect(await complaintReads(request, reference)).toBe(2);
    await page.getByLabel("Internal note").fill("Asked the department for the marks register.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Asked the department for the marks register.")).toBeVisible();
    await page.getByRole("link", { name: "← All complaints" }).click();
    await page.getByRole("link", { name: new RegExp(reference) }).click();
    await expect(page.getByText(description)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(calls.filter((call) => call.startsWith(`GET /api/grievances/${reference}`))).toEqual([]);
    expect(await complaintReads(request, reference)).toBe(3);
    await context.close();

    // The Internal Committee reads sexual-harassment complaints only: the API's refusal, nothing of the
    // complaint in its HTML, and no read recorded.
    const committee = await colleagueWithoutScripts(browser, baseURL, "internal-committee");
    const refused = await committee.page.goto(address);
    await expect(committee.page.getByRole("alert")).toContainText("Could not load the complaint");
    expect(await refused!.text()).not.toContain(description);
    await committee.context.close();

    // The administrator is not a committee role: "Not allowed", nothing in the HTML, nothing read.
    const admin = await withoutScripts(browser, baseURL);
    await signIn(admin.page);
    await expectNotInHtml(admin.page, address, [description]);
    await admin.context.close();
    expect(await complaintReads(request, reference)).toBe(3);
  });
});
