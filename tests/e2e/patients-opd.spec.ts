import { expect, test } from "@playwright/test";
import { opdToday } from "../../contract/opd";
import { signInAsColleague } from "./accounts-support";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { uniqueTag } from "./staff-helpers";
import { expectNoAxeViolations } from "./support/fixtures";

// Patients read the OPD on phones (issue 23).
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page, baseURL }) => {
  await closeAdmissionPopupForSession(page, baseURL);
});

const indiaDay = () =>
  new Date(`${opdToday()}T00:00:00Z`).toLocaleDateString("en-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

test("a patient sees today's OPD first, then the week by department, and it works without a script", async ({
  page,
}) => {
  await page.goto("/hospitals/opd");
  await expect(page.getByRole("heading", { level: 1, name: "Outpatient Department (OPD)" })).toBeVisible();
  const today = page.getByRole("region", { name: "Today’s OPD" });
  await expect(today).toContainText(indiaDay());
  const { data } = await (await page.request.get("/api/opd-sessions/day")).json();
  if (data.opdSessions.length > 0) {
    // Each department of today's sessions is shown with its time and room.
    const first = data.opdSessions[0];
    await expect(today.getByRole("heading", { level: 3, name: first.department })).toBeVisible();
    await expect(today).toContainText(first.room);
  } else {
    await expect(today).toContainText(/No OPD on Sunday|today/);
  }
  const week = page.getByRole("region", { name: "OPD days by department" });
  await expect(week.getByRole("link", { name: /^Paediatrics \(/ })).toBeVisible();
  await week.getByRole("link", { name: /^Paediatrics \(/ }).click();
  await expect(page.getByRole("region", { name: "Paediatrics" })).toBeInViewport();
  await expectNoAxeViolations(page);
  // No script is needed before the timetable paints.
  expect(await page.locator("script[src]:not([type=module])").count()).toBe(0);
});

test("a patient finds the paediatrics doctors and their OPD days in the directory (without JavaScript too)", async ({
  page: scripted,
  browser,
  baseURL,
}) => {
  // axe runs as a script: it checks the filtered page in a browser with JavaScript.
  await scripted.goto("/faculty/faculty-doctors?department=Paediatrics");
  await expectNoAxeViolations(scripted);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await closeAdmissionPopupForSession(page, baseURL);
  await page.goto("/faculty/faculty-doctors");
  await page.getByLabel("Department").selectOption("Paediatrics");
  await page.getByRole("button", { name: "Show doctors" }).click();
  await expect(page).toHaveURL(/department=Paediatrics/);
  const rows = page.getByRole("row").filter({ has: page.getByRole("rowheader") });
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText("Paediatrics");
  // The sample timetable gives each paediatrician OPD days.
  await expect(rows.first()).toContainText(/(Mon|Tue|Wed|Thu|Fri|Sat)[^]*\d:\d\d (am|pm)/);
  await context.close();
});

test("the hospital desk adds an OPD session with its doctor, and patients see it in the week", async ({
  page,
}) => {
  const tag = uniqueTag();
  const room = `Paediatric OPD room ${tag}`;
  await signInAsColleague(page, "hospital-desk", tag);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard/opd");
  await expect(page.getByRole("heading", { name: "OPD timetable", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add OPD session" }).click();
  const dialog = page.getByRole("dialog", { name: "Add OPD session" });
  await dialog.getByLabel("Department").selectOption("Paediatrics");
  await dialog.getByLabel("Day").selectOption("Saturday");
  await dialog.getByLabel("From").fill("14:00");
  await dialog.getByLabel("To").fill("12:00");
  await dialog.getByLabel("Room").fill(room);
  const doctor = dialog.getByRole("checkbox").first();
  await doctor.check();
  const doctorName = ((await doctor.locator("xpath=..").textContent()) ?? "").replace(/\s*\(.*$/, "").trim();
  await dialog.getByRole("button", { name: "Add OPD session" }).click();
  await expect(dialog.getByText("to must be later than from")).toBeVisible();
  await dialog.getByLabel("To").fill("16:00");
  await dialog.getByRole("button", { name: "Add OPD session" }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel("Department").selectOption("Paediatrics");
  await page.getByLabel("Day", { exact: true }).selectOption("Saturday");
  await expect(page.getByRole("cell", { name: room })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/hospitals/opd#opd-paediatrics");
  const paediatrics = page.getByRole("region", { name: "Paediatrics" });
  const added = paediatrics.getByRole("row").filter({ hasText: room });
  await expect(added).toContainText("Saturday");
  await expect(added).toContainText("2:00 pm – 4:00 pm");
  await expect(added.getByRole("link", { name: doctorName })).toBeVisible();
});
