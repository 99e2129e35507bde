import { expect, test } from "@playwright/test";
import { addMonths, formatDay, formatMonth } from "../../contract/nmc";
import { MSR_HUB_LINK_TEXT, msrDeadlineOf, msrDuty } from "../../contract/disclosures";
import { currentAcademicYear } from "../../contract/students";
import { hi } from "../../app/site/i18n/messages.hi";
import { expectNoAxeViolations } from "./support/fixtures";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { bearer, signIn, uniqueTag } from "./staff-helpers";

// The only spec that publishes the hub: the main server's month is unpublished until it runs.
test("the admin sees the month due and what is missing, publishes it and a revision; a visitor on a phone reads the month from the archive", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const { dueMonth } = msrDuty(new Date());
  const month = formatMonth(dueMonth);
  // A student admitted this session, to find in item (d) as published.
  const student = `Published Student ${tag}`;
  const admitted = await request.post("/api/students", {
    headers: await bearer(request),
    data: {
      name: student,
      batch: currentAcademicYear(new Date()),
      course: "MBBS",
      quota: "state",
      category: "sc",
      pwd: false,
      neetRank: 4321,
      neetScore: 580,
      admittedOn: `${dueMonth}-01`,
      status: "studying",
    },
  });
  expect(admitted.status(), await admitted.text()).toBe(201);

  await signIn(page, baseURL);
  await page.goto("/dashboard");
  const due = page.getByRole("region", { name: `${MSR_HUB_LINK_TEXT} for ${month} due by the 7th` });
  await expect(due).toBeVisible();
  // "publish November 2026 by 7 November 2026", or once the 7th has passed "Overdue: the deadline was …".
  await expect(due).toContainText(formatDay(msrDeadlineOf(dueMonth)));
  await expectNoAxeViolations(page);
  await due.getByRole("link", { name: "Open MSR disclosures" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "MSR disclosures" })).toBeVisible();
  const status = page.getByLabel("Publication status");
  await expect(status).toContainText(month);
  await expect(status).toContainText("Not published");
  const items = page.getByRole("list", { name: "Items" });
  await expect(items.locator("[data-item]")).toHaveCount(13);
  // The sample data has no clinical material: item (k) says which months are missing.
  await expect(items.locator('[data-item="k"]')).toContainText(
    `No clinical material for ${formatMonth(addMonths(dueMonth, -1))}`,
  );
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: `Publish ${month}` }).click();
  const confirm = page.getByRole("dialog", { name: `Publish ${month}` });
  const posted = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/disclosures/months") && response.request().method() === "POST",
  );
  await confirm.getByRole("button", { name: /^Publish/ }).click();
  expect((await posted).status()).toBe(201);
  await expect(status).toContainText("Published");
  await expect(page.getByRole("list", { name: "Published months" })).toContainText(month);

  // A correction is a revision, and it needs its reason.
  await page.getByRole("button", { name: `Publish a revision of ${month}` }).click();
  const revise = page.getByRole("dialog", { name: `Publish a revision of ${month}` });
  await revise.getByRole("button", { name: /^Publish/ }).click();
  await expect(revise.getByText("Give the reason for this revision")).toBeVisible();
  const reason = `Corrected the intake ${tag}`;
  await revise.getByLabel("Reason for the revision (shown on the public pages)").fill(reason);
  await expectNoAxeViolations(page);
  await revise.getByRole("button", { name: /^Publish/ }).click();
  await expect(status).toContainText("Published (revision 2)");

  // The dashboard no longer shows the month as due: its disclosure status says published.
  await page.goto("/dashboard");
  const figures = page
    .getByRole("list", { name: "Key figures" })
    .getByRole("listitem")
    .filter({ hasText: "Disclosure status" });
  await expect(
    figures
      .locator("div")
      .filter({ hasText: `MSR B.1.11 hub, ${month}` })
      .getByRole("definition"),
  ).toHaveText(/^Published \d+ \w+$/);
  await expect(page.getByRole("region", { name: /due by the 7th/ })).toHaveCount(0);

  // A visitor on a 390 px phone goes from the hub to the archive and reads the month.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  await closeAdmissionPopupForSession(visitor, baseURL);
  await visitor.goto("/msr-clause-b-1-11");
  const latest = visitor.getByRole("region", { name: "Monthly publication" });
  await expect(latest).toContainText(`The latest publication is for ${month}`);
  await latest.getByRole("link", { name: "Every month published (archive)" }).click();
  await expect(visitor).toHaveURL(/\/msr-clause-b-1-11\/archive$/);
  await expect(visitor.getByRole("heading", { level: 1, name: "MSR Clause B.1.11: archive" })).toBeVisible();
  await expect(visitor.getByText(`(${reason})`)).toBeVisible();
  await expectNoAxeViolations(visitor);

  await visitor.getByRole("link", { name: month, exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/msr-clause-b-1-11/${dueMonth}$`));
  await expect(visitor.getByRole("heading", { level: 1, name: `MSR Clause B.1.11: ${month}` })).toBeVisible();
  await expect(visitor.getByText(`Reason for revision 2: ${reason}`)).toBeVisible();
  await expectNoAxeViolations(visitor);
  // Nothing wider than the phone.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const pdfHref = await visitor
    .getByRole("link", { name: "The whole month as one PDF (A4)" })
    .getAttribute("href");
  const pdf = await visitor.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const csvHref = await visitor.getByRole("link", { name: "CSV of item (d)" }).getAttribute("href");
  const csv = await visitor.request.get(csvHref!);
  expect(await csv.text()).toContain(student);

  await visitor.getByRole("link", { name: /^\(d\) Students admitted/ }).click();
  await expect(visitor).toHaveURL(new RegExp(`/msr-clause-b-1-11/${dueMonth}/d$`));
  await expect(visitor.getByText(student)).toBeVisible();
  await expect(visitor.getByText(`As published for ${month}`)).toBeVisible();
  await expectNoAxeViolations(visitor);

  // Issue 24: the same month in Hindi; its downloads are the files' own addresses, never under /hi.
  const hindiMonth = formatMonth(dueMonth, "hi");
  await visitor.goto("/hi/msr-clause-b-1-11");
  await expect(
    visitor
      .getByRole("region", { name: hi["msr.hub.monthly"] })
      .getByRole("link", { name: hi["msr.hub.downloadPdf"] }),
  ).toHaveAttribute("href", pdfHref!);
  await visitor.goto(`/hi/msr-clause-b-1-11/${dueMonth}`);
  await expect(visitor.locator("html")).toHaveAttribute("lang", "hi");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
    hi["msr.month.title"].replace("{month}", hindiMonth),
  );
  await expect(
    visitor.getByText(hi["msr.month.reason"].replace("{revision}", "2").replace("{reason}", reason)),
  ).toBeVisible();
  expect(pdfHref).toMatch(/^\/msr-clause-b-1-11\//);
  await expect(visitor.getByRole("link", { name: hi["msr.month.wholePdf"] })).toHaveAttribute(
    "href",
    pdfHref!,
  );
  await expect(
    visitor.getByRole("link", { name: `CSV ${hi["msr.month.csvOf"].replace("{letter}", "d")}` }),
  ).toHaveAttribute("href", csvHref!);
  await expect(visitor.locator("main [lang='en']")).toHaveCount(0);
  await expectNoAxeViolations(visitor);
  await visitor.getByRole("link", { name: `(d) ${hi["msr.item.d"]}` }).click();
  await expect(visitor).toHaveURL(new RegExp(`/hi/msr-clause-b-1-11/${dueMonth}/d$`));
  await expect(visitor.getByText(student)).toBeVisible();
  await expect(
    visitor.getByRole("link", { name: hi["msr.monthItem.csv"].replace("{letter}", "d") }),
  ).toHaveAttribute("href", csvHref!);
  await visitor.goto("/hi/msr-clause-b-1-11/archive");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(hi["msr.archive.title"]);
  for (const href of await visitor
    .locator("main a[href$='.pdf'], main a[href*='.pdf?']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
    expect(href).toMatch(/^\/msr-clause-b-1-11\//);
  await expectNoAxeViolations(visitor);
  await context.close();
});
