import { expect, test, type Page } from "@playwright/test";
import { STUDENT_CSV_COLUMNS } from "../../contract/students";
import { signInAsColleague } from "./accounts-support";
import { openPage } from "./site-pages-support";
import { bearer, uniqueTag } from "./staff-helpers";
import { emptyServerUrl, expectNoAxeViolations } from "./support/fixtures";

// The back-office screens of the staff-kept records (issue 21), each derived from its declaration, and the
// public list of non-teaching staff.

/** Types into the list's search box and waits for the list that answers it. */
async function search(page: Page, path: string, text: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/${path}?`) && new URL(response.url()).searchParams.get("search") === text,
  );
  await page.getByLabel("Search", { exact: true }).fill(text);
  await answered;
}

const csvOf = (rows: string[]) => Buffer.from([STUDENT_CSV_COLUMNS.join(","), ...rows].join("\n") + "\n");
/** A NEET rank no other test uses (a re-imported rank updates its student). */
const rank = () => 1_000_000 + Math.floor(Math.random() * 3_000_000);

test("a faculty-records clerk adds a non-teaching staff member, and a visitor reads them on a phone", async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  await signInAsColleague(page, "faculty-records", tag);
  await page.goto("/dashboard/non-teaching-staff");
  await expect(page.getByRole("heading", { level: 1, name: "Non-teaching staff" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Staff member list" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Add staff member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add staff member" });
  // The contract's own check, on the field it names, before anything is sent.
  await dialog.getByRole("button", { name: "Add staff member" }).click();
  await expect(dialog.getByText("name is required")).toBeVisible();
  await dialog.getByLabel("Name").fill(`Sister Rekha ${tag}`);
  await dialog.getByLabel("Designation").fill("Staff Nurse");
  await dialog.getByLabel("Section").selectOption("Nursing");
  await dialog.getByLabel("Qualification").fill("B.Sc. Nursing");
  await dialog.getByLabel("Email").fill(`rekha.${tag}@example.edu.in`);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Add staff member" }).click();
  await expect(page.getByText("Staff member added")).toBeVisible();
  await expect(dialog).toBeHidden();
  await search(page, "non-teaching-staff", tag);
  const row = page.getByRole("row").filter({ hasText: `Sister Rekha ${tag}` });
  await expect(row).toContainText(`rekha.${tag}@example.edu.in`);

  // A visitor on a 390 px phone: the public fields, under the member's section; no e-mail.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await phone.newPage();
  await openPage(visitor, "/faculty/non-teaching-staff?section=Nursing");
  const nursing = visitor.getByRole("table", { name: /^Nursing \(\d+\)$/ });
  const listed = nursing.getByRole("row").filter({ hasText: `Sister Rekha ${tag}` });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText("Staff Nurse");
  await expect(listed).toContainText("B.Sc. Nursing");
  await expect(visitor.getByRole("table")).toHaveCount(1);
  await expect(visitor.getByText(`rekha.${tag}@example.edu.in`)).toHaveCount(0);
  const width = await visitor.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(visitor);
  // Another section's list leaves them out.
  await openPage(visitor, "/faculty/non-teaching-staff?section=Library");
  await expect(visitor.getByText(`Sister Rekha ${tag}`)).toHaveCount(0);
  await phone.close();
});

test("edits and deletes a staff member after confirmation", async ({ page, request }) => {
  const tag = uniqueTag();
  const created = await request.post("/api/non-teaching-staff", {
    headers: await bearer(request),
    data: { name: `Ravi ${tag}`, designation: "Clerk", section: "Accounts", qualification: "B.Com" },
  });
  expect(created.status()).toBe(201);
  await signInAsColleague(page, "faculty-records", tag);
  await page.goto(`/dashboard/non-teaching-staff?search=${tag}`);
  await page.getByRole("button", { name: `Edit staff member Ravi ${tag}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit staff member" });
  await expect(dialog.getByLabel("Designation")).toHaveValue("Clerk");
  await dialog.getByLabel("Designation").fill("Senior Clerk");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("row").filter({ hasText: `Ravi ${tag}` })).toContainText("Senior Clerk");
  await page.getByRole("button", { name: `Delete staff member Ravi ${tag}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this staff member?" });
  await expect(confirm).toContainText(`Ravi ${tag}`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No staff members found")).toBeVisible();
});

test("imports admitted students all or nothing: a bad row names itself and stores nothing", async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  await signInAsColleague(page, "faculty-records", tag);
  await page.goto("/dashboard/students");
  await expect(page.getByRole("heading", { level: 1, name: "Admitted students" })).toBeVisible();
  await expectNoAxeViolations(page);
  const good = (name: string) =>
    `${name} ${tag},2025-26,MBBS,state,general,no,${rank()},612,2025-08-28,studying`;

  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import students CSV" });
  await dialog.getByLabel("CSV file").setInputFiles({
    name: "students.csv",
    mimeType: "text/csv",
    buffer: csvOf([
      good("Aarav"),
      `Bela ${tag},2025-26,MBBS,state,martian,no,${rank()},600,2025-08-28,studying`,
    ]),
  });
  await dialog.getByRole("button", { name: "Import CSV" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Nothing was imported");
  await expect(dialog.getByRole("alert").getByRole("listitem")).toHaveText([
    new RegExp(`^Row 3 \\(Bela ${tag}\\), Category: category "martian" is not one of`),
  ]);
  await expectNoAxeViolations(page);
  const none = await request.get(`/api/students?search=${tag}`, { headers: await bearer(request) });
  expect((await none.json()).data.students).toEqual([]);

  await dialog.getByLabel("CSV file").setInputFiles({
    name: "students.csv",
    mimeType: "text/csv",
    buffer: csvOf([good("Aarav"), good("Bela")]),
  });
  await dialog.getByRole("button", { name: "Import CSV" }).click();
  await expect(dialog.getByRole("status")).toHaveText("CSV imported successfully: 2 added, 0 updated");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await search(page, "students", tag);
  await expect(page.getByRole("region", { name: "Student list" }).getByRole("row")).toHaveCount(3);
});

test("the list's search, filter and page live in the address and survive a reload", async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const headers = await bearer(request);
  for (const [name, quota] of [
    ["Nri One", "nri"],
    ["State One", "state"],
  ]) {
    const created = await request.post("/api/students", {
      headers,
      data: {
        name: `${name} ${tag}`,
        batch: "2025-26",
        course: "MBBS",
        quota,
        category: "general",
        neetRank: rank(),
        neetScore: 600,
        admittedOn: "2025-08-28",
      },
    });
    expect(created.status()).toBe(201);
  }
  await signInAsColleague(page, "faculty-records", tag);
  await page.goto("/dashboard/students");
  await search(page, "students", tag);
  const answered = page.waitForResponse((response) => response.url().includes("quota=nri"));
  await page.getByLabel("Quota", { exact: true }).selectOption("nri");
  await answered;
  const list = page.getByRole("region", { name: "Student list" });
  await expect(list.getByRole("row").filter({ hasText: tag })).toHaveText([new RegExp(`Nri One ${tag}`)]);
  await expect(page).toHaveURL(new RegExp(`search=${tag}.*quota=nri|quota=nri.*search=${tag}`));

  await page.reload();
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue(tag);
  await expect(page.getByLabel("Quota", { exact: true })).toHaveValue("nri");
  await expect(list.getByRole("row").filter({ hasText: tag })).toHaveText([new RegExp(`Nri One ${tag}`)]);
});

test("a role that only reads sees the public fields and no write button", async ({ page }) => {
  await signInAsColleague(page, "editor", uniqueTag());
  await page.goto("/dashboard/students");
  await expect(page.getByRole("heading", { level: 1, name: "Admitted students" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Student list" })).toBeVisible();
  for (const name of ["Add student", "Import CSV", "CSV Template"]) {
    await expect(page.getByRole("button", { name })).toHaveCount(0);
  }
  await expect(page.getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expect(page.getByRole("columnheader", { name: "Status" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the public page says so when no staff are listed", async ({ page }) => {
  await openPage(page, `${emptyServerUrl()}/faculty/non-teaching-staff`);
  await expect(page.getByText("No non-teaching staff are listed yet.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a hospital-records clerk enters a month of clinical material; the server's refusal shows on its field", async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  // A past month no other test enters (one record per month).
  const month = `${2000 + Math.floor(Math.random() * 20)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, "0")}`;
  await signInAsColleague(page, "hospital-records", tag);
  await page.goto("/dashboard");
  await page
    .getByRole("navigation", { name: "Back-office" })
    .getByRole("link", { name: "Clinical material" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Clinical material" })).toBeVisible();

  const enter = async (opdNew: string) => {
    await page.getByRole("button", { name: "Add month" }).click();
    const dialog = page.getByRole("dialog", { name: "Add month" });
    await dialog.getByRole("textbox", { name: "Month" }).fill(month);
    for (const input of await dialog.getByRole("spinbutton").all()) await input.fill("10");
    await dialog.getByLabel("OPD: new patients").fill(opdNew);
    await dialog.getByLabel("Bed occupancy (%)").fill("78.5");
    await dialog.getByRole("button", { name: "Add month" }).click();
    return dialog;
  };
  const dialog = await enter("-4");
  // The contract's check names the field before anything is sent.
  await expect(dialog.getByText("opdNew cannot be negative")).toBeVisible();
  await dialog.getByLabel("OPD: new patients").fill("4210");
  await dialog.getByRole("button", { name: "Add month" }).click();
  await expect(page.getByText("Month added")).toBeVisible();
  await expect(dialog).toBeHidden();
  const found = await request.get(`/api/clinical-material/${month}`);
  expect((await found.json()).data).toMatchObject({ month, opdNew: 4210, bedOccupancyPercent: 78.5 });

  // The same month again: the server's 409 is shown on the Month field.
  const again = await enter("1");
  await expect(
    again.getByText(`The clinical material for ${month} is already entered`).first(),
  ).toBeVisible();
  await expect(again.getByRole("textbox", { name: "Month" })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});
