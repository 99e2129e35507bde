import { expect, test } from "@playwright/test";
import { emptyServerUrl, expectNoAxeViolations } from "./support/fixtures";
import { signInAsColleague } from "./accounts-support";
import { bearer, createEnquiry, signIn, uniqueTag } from "./staff-helpers";

test.describe("back-office layout", () => {
  test("the dashboard greets and shows figures counted from the records, live counts and the weekly chart", async ({
    page,
    request,
  }) => {
    await signIn(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome( back)?, Administrator!$/);
    const figures = page.getByRole("list", { name: "Key figures" });
    // No fixed figure anywhere: students and courses are the records' counts (GET /api/dashboard).
    await expect(page.getByText(/sample/i)).toHaveCount(0);
    for (const fixed of ["2,543", "94.2%", "Completion Rate", "Student Satisfaction"])
      await expect(page.getByText(fixed)).toHaveCount(0);
    await expect(async () => {
      await page.reload();
      const summary = (await (await request.get("/api/dashboard", { headers: await bearer(request) })).json())
        .data;
      await expect(figures.getByRole("listitem").filter({ hasText: "Students Studying" })).toContainText(
        new RegExp(`Students Studying\\s*${summary.studyingStudents.toLocaleString("en-IN")}\\b`),
        { timeout: 3000 },
      );
      await expect(figures.getByRole("listitem").filter({ hasText: "Published Courses" })).toContainText(
        new RegExp(`Published Courses\\s*${summary.publishedCourses.toLocaleString("en-IN")}\\b`),
        { timeout: 3000 },
      );
    }).toPass({ timeout: 60_000 });
    // This month's disclosures, each published or due (issue 21).
    const disclosures = figures.getByRole("listitem").filter({ hasText: "Disclosure status" });
    for (const line of [
      "MSR B.1.11 hub, ",
      "College information pro-forma (with the hub)",
      "NMC faculty list, ",
    ])
      await expect(disclosures).toContainText(line);
    await expect(disclosures.getByRole("definition")).toHaveCount(3);
    for (const state of await disclosures.getByRole("definition").all())
      await expect(state).toHaveText(/^(Published \d+ \w+|Due by \d+ \w+|Overdue since \d+ \w+ \d{4})$/);

    const headers = await bearer(request);
    // Other tests add and delete faculty on this server in parallel: retry until the page and the API
    // are read without a write in between, then the figure must be the API's total exactly.
    await expect(async () => {
      await page.reload();
      const facultyTotal = (await (await request.get("/api/faculty/stats", { headers })).json()).data.total;
      await expect(figures.getByRole("listitem").filter({ hasText: "Faculty Members" })).toContainText(
        new RegExp(`Faculty Members\\s*${facultyTotal.toLocaleString("en-IN")}`),
        { timeout: 3000 },
      );
    }).toPass({ timeout: 60_000 });
    await expect(figures.getByRole("listitem").filter({ hasText: "Admission Enquiries" })).toContainText(
      /Admission Enquiries\s*[\d,]+/,
    );

    const chart = page.getByRole("img", { name: /Enquiries per week over the last 8 weeks/ });
    await expect(chart).toBeVisible();
    await page.getByText("Show the figures as a table").click();
    await expect(
      page.locator("details", { hasText: "Show the figures as a table" }).locator("table tbody tr"),
    ).toHaveCount(8);
    // Each quick action opens the real screen for it.
    const actions = page.getByRole("region", { name: "Quick actions" });
    for (const [action, path] of [
      ["Add Student", "/dashboard/students"],
      ["Create Course", "/dashboard/collections/courses"],
      ["Record an Event", "/dashboard/collections/academic-events"],
    ] as const) {
      await expect(actions.getByRole("link", { name: new RegExp(action) })).toHaveAttribute("href", path);
    }
    await expect(actions.getByRole("link", { name: /Schedule Event/ })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toContainText("v1.0.0");
    await expectNoAxeViolations(page);
    await actions.getByRole("link", { name: /Record an Event/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CMEs and academic events");
  });

  test("the greeting says Welcome on the first visit and Welcome back after signing in again", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const colleague = await signInAsColleague(page, "hospital-records", tag);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${colleague.name}!`);
    // Reloading is the same visit.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${colleague.name}!`);
    // A role without quick actions gets no empty panel.
    await expect(page.getByRole("region", { name: "Quick actions" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const again = await page.request.post("/api/login", {
      data: { email: colleague.email, password: `hospital-records password ${tag}` },
    });
    expect(again.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${colleague.name}!`);
  });

  test("the admin's recent activity is the audit trail's newest entries, each by name and linked to its record", async ({
    page,
    request,
  }) => {
    await signIn(page);
    await createEnquiry(request, { name: `Recent ${uniqueTag()}` });
    await page.goto("/dashboard");
    const activity = page.getByRole("list", { name: "Recent activity" });
    // Other tests write to this server in parallel: retry until the page and the API are read without a write
    // in between, then the newest entry must be the API's newest.
    await expect(async () => {
      await page.reload();
      const [newest] = (
        await (await request.get("/api/audit?limit=6", { headers: await bearer(request) })).json()
      ).data;
      const first = activity.getByRole("listitem").first();
      await expect(first).toContainText(newest.action, { timeout: 3000 });
      await expect(first).toContainText(newest.entityLabel ?? newest.entity, { timeout: 3000 });
    }).toPass({ timeout: 60_000 });
    await expect(activity.getByRole("listitem")).toHaveCount(6);
    await expect(page.getByRole("link", { name: "The whole audit trail" })).toHaveAttribute(
      "href",
      "/dashboard/audit",
    );
    await expectNoAxeViolations(page);
  });

  test("Generate Report downloads the enquiries", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: /Generate Report/ }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^enquiries-.*\.csv$/);
  });

  test("a new enquiry shows in this week's bar", async ({ page, request }) => {
    await signIn(page);
    await page.goto("/dashboard");
    await page.getByText("Show the figures as a table").click();
    const lastWeek = page
      .locator("details", { hasText: "Show the figures as a table" })
      .locator("table tbody tr")
      .last()
      .locator("td")
      .last();
    const before = Number(await lastWeek.textContent());
    await createEnquiry(request, { name: `Chart ${uniqueTag()}` });
    await page.reload();
    await page.getByText("Show the figures as a table").click();
    await expect
      .poll(async () =>
        Number(
          await page
            .locator("details", { hasText: "Show the figures as a table" })
            .locator("table tbody tr")
            .last()
            .locator("td")
            .last()
            .textContent(),
        ),
      )
      .toBeGreaterThan(before);
  });

  test("every navigation item opens its own page, with no accessibility violations", async ({ page }) => {
    // Twelve screens, an axe scan each: past a minute on a busy machine.
    test.setTimeout(240_000);
    await signIn(page);
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Back-office" });
    // No fixed sample figure beside an entry: each link's name is its label alone.
    for (const label of ["Students", "Courses"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveText(label);
    }
    // No entry leads to a placeholder ("Notifications" had nothing behind it).
    await expect(nav.getByRole("link", { name: /Notifications/ })).toHaveCount(0);
    await expect(page.getByText("admin@e2e.test").first()).toBeVisible();
    const pages: [string, string | RegExp][] = [
      ["Students", "Admitted students"],
      ["Courses", "Courses"],
      ["Non-Teaching Staff", "Non-teaching staff"],
      ["Clinical material", "Clinical material"],
      ["Exam results", "Examination results"],
      ["Settings", "Settings"],
      ["Help & Support", "Help & Support"],
      ["Faculty", "Faculty Management"],
      ["Contact Messages", "Contact Messages"],
      ["Enquiries", "Enquiries"],
      ["Dashboard", /^Welcome( back)?, Administrator!$/],
    ];
    for (const [link, heading] of pages) {
      await nav.getByRole("link", { name: new RegExp(`^${link.replace(/[&]/g, "\\$&")}`) }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(nav.getByRole("link", { name: new RegExp(`^${link}`) })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expectNoAxeViolations(page);
    }
    // The old placeholder addresses show the dashboard, not a "not kept here yet" page.
    for (const path of ["/dashboard/courses", "/dashboard/notifications"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome( back)?, Administrator!$/);
      await expect(page.getByText(/yet/)).toHaveCount(0);
    }
    // The record screens are lists, not placeholders.
    await page.goto("/dashboard/students");
    await expect(page.getByRole("region", { name: "Student list" })).toBeVisible();
    await page.goto("/dashboard/non-teaching-staff");
    await expect(page.getByRole("region", { name: "Staff member list" })).toBeVisible();
  });

  test("the side navigation collapses and expands", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard");
    const aside = page.locator("aside");
    const wide = (await aside.boundingBox())!.width;
    await page.getByRole("button", { name: "Collapse navigation" }).click();
    await expect(page.getByRole("button", { name: "Expand navigation" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect.poll(async () => (await aside.boundingBox())!.width).toBeLessThan(wide / 2);
    // Links keep their names for assistive technology and still work.
    await page.getByRole("link", { name: /^Enquiries/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiries");
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole("button", { name: "Expand navigation" })).toBeVisible();
    await page.getByRole("button", { name: "Expand navigation" }).click();
    await expect.poll(async () => (await aside.boundingBox())!.width).toBe(wide);
  });

  test("settings refuses a wrong current password with the server's message", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard/settings");
    await page.getByRole("textbox", { name: "Current password" }).fill("certainly not it");
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("another long password");
    await page.getByRole("textbox", { name: "Repeat the new password" }).fill("another long password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("alert")).toContainText(/current password/i);
  });

  test("empty lists on a fresh database say so", async ({ page }) => {
    const base = emptyServerUrl();
    await signIn(page, base);
    await page.goto(`${base}/dashboard/faculty`);
    await expect(page.getByText("No faculty found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`${base}/dashboard/admission-enquiry`);
    await expect(page.getByText("No enquiries found")).toBeVisible();
    await expect(page.locator('[data-tile="Avg NEET Score"]')).toHaveText("0");
    await page.goto(`${base}/dashboard`);
    await expect(page.getByRole("img", { name: /0 in all/ })).toBeVisible();
  });
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a member of staff works through the drawer, enquiries and faculty, then logs out", async ({
    page,
  }) => {
    const tag = uniqueTag();
    await signIn(page);
    await page.goto("/dashboard");
    await expect(page.locator("aside")).toBeHidden();
    await expect(page.getByRole("img", { name: /Enquiries per week/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await expect(drawer).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Open navigation" }).click();
    await drawer.getByRole("link", { name: /^Enquiries/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiries");
    // Cards, not a table that would not fit.
    await expect(page.getByRole("list", { name: "Enquiries" })).toBeVisible();
    await page.getByRole("button", { name: "Add New Enquiry" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Enquiry" });
    await dialog.getByLabel("Name").fill(`Phone caller ${tag}`);
    await dialog.getByLabel("Email").fill(`phone.${tag}@example.com`);
    await dialog.getByLabel("Phone").fill("+91 99999 11111");
    await dialog.getByLabel("Course").selectOption("MBBS");
    await dialog.getByLabel("NEET Score").fill("640");
    await dialog.getByRole("button", { name: "Add Enquiry" }).click();
    await expect(page.getByText("Enquiry added successfully")).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Enquiries" }).getByText(`Phone caller ${tag}`),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing overflows sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole("button", { name: "Open navigation" }).click();
    await drawer.getByRole("link", { name: /^Faculty/ }).click();
    await expect(page.getByRole("list", { name: "Faculty members" }).getByRole("listitem")).toHaveCount(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole("button", { name: "Open navigation" }).click();
    await drawer.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the enquiry list shows the enquiries first, phone numbers call, and the e-mail banner is the administrator's", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const tag = uniqueTag();
    const phone = `+91 9${Date.now().toString().slice(-9)}`;
    await createEnquiry(request, { name: `Caller ${tag}`, email: `caller.${tag}@example.com`, phone });
    await signIn(page);
    await page.goto(`/dashboard/admission-enquiry?search=${tag}`);
    const cards = page.getByRole("list", { name: "Enquiries" });
    const card = cards.getByRole("listitem").filter({ hasText: `Caller ${tag}` });
    await expect(card).toBeVisible();
    // Filters, sort and figures fold away: the enquiry is on the first screen.
    const toggle = page.getByRole("button", { name: /^Filters, sort and figures/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("region", { name: "Filters" })).toBeHidden();
    expect((await card.boundingBox())!.y).toBeLessThan(740);
    // Tap to call.
    await expect(card.getByRole("link", { name: phone })).toHaveAttribute(
      "href",
      `tel:${phone.replace(/ /g, "")}`,
    );
    // The administrator, who can configure e-mail, is told it is not.
    await expect(page.getByText("E-mail is not configured.")).toBeVisible();
    await expectNoAxeViolations(page);
    await toggle.click();
    await expect(page.getByRole("button", { name: "Hide filters and figures" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page.getByRole("region", { name: "Filters" })).toBeVisible();
    await expect(page.locator('[data-tile="Total Enquiries"]')).toHaveText("1");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The admissions office works enquiries but cannot configure e-mail: no banner for them.
    const officer = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
    const officerPage = await officer.newPage();
    await signInAsColleague(officerPage, "admissions", uniqueTag());
    await officerPage.goto(`/dashboard/admission-enquiry?search=${tag}`);
    await expect(
      officerPage
        .getByRole("list", { name: "Enquiries" })
        .getByRole("listitem")
        .filter({ hasText: `Caller ${tag}` }),
    ).toBeVisible();
    await expect(officerPage.getByText("E-mail is not configured.")).toHaveCount(0);
    await officer.close();
  });
});
