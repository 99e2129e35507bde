import { collegeDate } from "../../contract/college-time";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { formatDay, formatMonth, lastDayOf, nmcDuty } from "../../contract/nmc";
import { pdfText } from "../../server/test-support/pdf-text";
import { signInAsColleague } from "./accounts-support";
import { expectNoAxeViolations } from "./support/fixtures";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { bearer, signIn, uniqueTag } from "./staff-helpers";

const portrait = () =>
  sharp({ create: { width: 240, height: 240, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();

test("a gap fixed from the preview, the month published, and a visitor reads it as page, CSV and PDF", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const name = `Dr. Disclosed ${tag}`;
  // A member complete but for the AEBAS id: the one gap to fix.
  const created = await request.post("/api/faculty", {
    headers: await bearer(request),
    multipart: {
      name,
      designation: "Associate Professor",
      qualification: "MBBS, MD (Pathology)",
      regNo: `BMC-${tag}-4582`,
      medicalCouncil: "Bihar Medical Council",
      department: "Pathology",
      // Joined before the month due: the list "as on" its last day holds those who had joined by then.
      joiningDate: "2020-07-01",
      photo: { name: "portrait.jpg", mimeType: "image/jpeg", buffer: await portrait() },
    },
  });
  expect(created.status()).toBe(201);

  const { dueMonth } = nmcDuty(new Date());
  // The faculty-records clerk does the monthly duty.
  await signInAsColleague(page, "faculty-records", tag);
  await page.goto("/dashboard/nmc-disclosure");
  await expect(page.getByRole("heading", { level: 1, name: "NMC Disclosure" })).toBeVisible();
  await expect(page.getByLabel("Publication status")).toContainText(formatMonth(dueMonth));
  await expect(page.getByLabel("Publication status")).toContainText("Not published");
  const gaps = page.getByRole("list", { name: "Gaps" });
  const mine = gaps.getByRole("listitem").filter({ hasText: name });
  await expect(mine).toContainText("No AEBAS id");
  await expectNoAxeViolations(page);

  await mine.getByRole("button", { name: `Fix record of ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Faculty Member" });
  await expect(dialog.getByLabel("Full Name")).toHaveValue(name);
  await dialog.getByLabel("AEBAS ID").fill(`AEB-${tag}`);
  await dialog.getByRole("button", { name: "Update Faculty" }).click();
  await expect(dialog).toBeHidden();
  await expect(gaps.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);

  await page.getByRole("button", { name: `Publish the list for ${formatMonth(dueMonth)}` }).click();
  const confirm = page.getByRole("dialog", { name: `Publish the list for ${formatMonth(dueMonth)}` });
  // The confirmation names the gaps that remain (the sample members have no photos).
  await expect(confirm).toContainText(/It has \d+ gaps?:/);
  await expect(confirm).not.toContainText(name);
  const published = page.waitForResponse(
    (response) => response.url().endsWith("/api/nmc/faculty-lists") && response.request().method() === "POST",
  );
  await confirm.getByRole("button", { name: /^Publish/ }).click();
  const response = await published;
  expect(response.status()).toBe(201);
  const publication = (await response.json()).data as { publishedAt: string; month: string };
  expect(publication.month).toBe(dueMonth);
  await expect(page.getByLabel("Publication status")).toContainText("Published");

  // A visitor, not signed in, finds it from the Faculty pages.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await closeAdmissionPopupForSession(visitor, baseURL);
  await visitor.goto("/faculty");
  await visitor
    .getByRole("navigation", { name: "Faculty: pages" })
    .getByRole("link", { name: /Department-wise Faculty/ })
    .click();
  await expect(visitor).toHaveURL(/\/faculty\/department-wise$/);
  const heading = `Faculty as on ${formatDay(lastDayOf(dueMonth))}, published ${formatDay(
    collegeDate(new Date(publication.publishedAt)),
  )}`;
  await expect(visitor.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  const pathology = visitor.getByRole("region", { name: /^Pathology/ });
  const row = pathology.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Associate Professor");
  await expect(row).toContainText("Onboarded");
  await expect(row.getByRole("img", { name })).toHaveAttribute("src", /^\/media\/nmc\//);
  await expectNoAxeViolations(visitor);

  const downloading = visitor.waitForEvent("download");
  await visitor
    .getByRole("link", { name: /Download CSV/ })
    .first()
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`nmc-faculty-${dueMonth}.csv`);
  const csv = Buffer.concat(await (await download.createReadStream()).toArray());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString("utf8")).toContain(`Pathology,${name},Associate Professor,`);

  const pdfHref = await visitor
    .getByRole("link", { name: /Download PDF/ })
    .first()
    .getAttribute("href");
  expect(pdfHref).toBe(`/faculty/department-wise/${dueMonth}.pdf`);
  const pdf = await visitor.request.get(pdfHref!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const pages = await pdfText(await pdf.body());
  for (const text of pages) {
    expect(text).toContain("Ganga Valley Institute of Medical Sciences & Hospital");
    expect(text).toContain(heading);
  }
  expect(pages.join("\n")).toContain(name);

  // The month has its own page and is in the archive.
  await visitor.goto("/faculty/department-wise/archive");
  await expect(visitor.getByRole("link", { name: formatMonth(dueMonth), exact: true })).toHaveAttribute(
    "href",
    `/faculty/department-wise/${dueMonth}`,
  );
  await expectNoAxeViolations(visitor);
  await visitor.getByRole("link", { name: formatMonth(dueMonth), exact: true }).click();
  await expect(visitor.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  await visitorContext.close();
});

test("the dashboard's card: due from the 1st, red after the 5th, linking to the disclosure screen", async ({
  page,
}) => {
  // A month nobody can have published yet (the server refuses months not begun).
  await page.clock.setFixedTime(new Date("2030-06-01T04:00:00Z"));
  await signIn(page);
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "NMC faculty list for May 2030 due by the 5th" });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute("data-state", "due");
  await expect(card).toContainText("by 5 June 2030");

  await page.clock.setFixedTime(new Date("2030-06-06T04:00:00Z"));
  await page.reload();
  await expect(card).toHaveAttribute("data-state", "overdue");
  await expect(card).toContainText("Overdue: the deadline was 5 June 2030");
  await expectNoAxeViolations(page);
  await card.getByRole("link", { name: "Open NMC disclosure" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "NMC Disclosure" })).toBeVisible();
  await expect(page.getByLabel("Publication status")).toContainText("May 2030");
});
