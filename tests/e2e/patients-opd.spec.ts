import { expect, test } from "@playwright/test";
import { formatMonthDay, opdToday } from "../../contract/opd";
import { signInAsColleague } from "./accounts-support";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { bearer, uniqueTag } from "./staff-helpers";
import { emptyServerUrl, expectNoAxeViolations } from "./support/fixtures";

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
  // The note in English only: its Hindi input (lang="hi") stays empty, so the Hindi page shows the English.
  const note = `Bring the child's vaccination card ${tag}`;
  await dialog.getByLabel("Note", { exact: true }).fill(note);
  await expect(dialog.getByLabel("Note (Hindi)")).toHaveAttribute("lang", "hi");
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
  await expect(added.getByText(note)).toBeVisible();

  // On the Hindi page the note without its Hindi is the English one, marked lang="en".
  await page.goto("/hi/hospitals/opd#opd-paediatrics");
  const hindiRow = page
    .getByRole("region", { name: "Paediatrics" })
    .getByRole("row")
    .filter({ hasText: room });
  await expect(hindiRow.getByText(note)).toHaveAttribute("lang", "en");
});

/** The month-day (MM-DD) `days` after today in India (in a leap year, so 29 February can come up). */
const monthDayFromToday = (days: number) => {
  const date = new Date(`2000-${opdToday().slice(5)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(5, 10);
};

test("the hospital desk sets the summer and winter dates, and the public OPD page runs today's season", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // Season dates are site-wide: this test keeps them on the empty server, where no other test reads the OPD.
  const base = emptyServerUrl();
  const tag = uniqueTag();
  const room = `Winter-only room ${tag}`;
  const headers = await bearer(page.request, base);
  const added = await page.request.post(`${base}/api/opd-sessions`, {
    headers,
    data: { department: "Cardiology", weekday: "Monday", from: "10:00", to: "12:00", room, season: "winter" },
  });
  expect(added.status()).toBe(201);

  await signInAsColleague(page, "hospital-desk", tag, base);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/dashboard/opd`);
  const panel = page.getByRole("region", { name: "Season dates" });
  // Winter around today, summer later in the year; first typed so that they share days.
  const winter = { from: monthDayFromToday(-20), to: monthDayFromToday(20) };
  const summer = { from: monthDayFromToday(60), to: monthDayFromToday(150) };
  await panel.getByLabel("Summer from (MM-DD)").fill(monthDayFromToday(10));
  await panel.getByLabel("Summer to (MM-DD)").fill(summer.to);
  await panel.getByLabel("Winter from (MM-DD)").fill(winter.from);
  await panel.getByLabel("Winter to (MM-DD)").fill(winter.to);
  await expect(panel.getByText(formatMonthDay(winter.to), { exact: true })).toBeVisible();
  await panel.getByRole("button", { name: "Save season dates" }).click();
  // The API refuses it; its message stands beside the field it names.
  const winterFrom = panel.getByLabel("Winter from (MM-DD)");
  await expect(winterFrom).toHaveAttribute("aria-invalid", "true");
  await expect(panel.getByRole("alert")).toHaveText(/^Winter must not share days with summer/);
  await expectNoAxeViolations(page);
  await panel.getByLabel("Summer from (MM-DD)").fill(summer.from);
  await panel.getByRole("button", { name: "Save season dates" }).click();
  await expect(page.getByText("Season dates saved")).toBeVisible();
  await expect(winterFrom).not.toHaveAttribute("aria-invalid", "true");

  // Saved: a reload shows them.
  await page.reload();
  await expect(panel.getByLabel("Summer from (MM-DD)")).toHaveValue(summer.from);
  await expect(panel.getByLabel("Winter to (MM-DD)")).toHaveValue(winter.to);

  // The public page: today is in winter, so the winter-only session runs this week.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const patient = await visitor.newPage();
  await closeAdmissionPopupForSession(patient, base);
  await patient.goto(`${base}/hospitals/opd`);
  await expect(patient.getByRole("region", { name: "Today’s OPD" })).toContainText("Winter timings");
  const week = patient.getByRole("region", { name: "OPD days by department" });
  await expect(week).toContainText(
    `Winter timings (${formatMonthDay(winter.from)} – ${formatMonthDay(winter.to)}). Summer timings apply from ${formatMonthDay(summer.from)}.`,
  );
  await expect(week.getByRole("row").filter({ hasText: room })).toContainText("Monday");

  // The desk swaps them: today is summer now, and the winter-only session leaves the week.
  await panel.getByLabel("Summer from (MM-DD)").fill(winter.from);
  await panel.getByLabel("Summer to (MM-DD)").fill(winter.to);
  await panel.getByLabel("Winter from (MM-DD)").fill(summer.from);
  await panel.getByLabel("Winter to (MM-DD)").fill(summer.to);
  await panel.getByRole("button", { name: "Save season dates" }).click();
  await expect(page.getByText("Season dates saved")).toBeVisible();
  await expect
    .poll(async () => {
      await patient.reload();
      return patient.getByRole("region", { name: "Today’s OPD" }).textContent();
    })
    .toContain("Summer timings");
  await expect(patient.getByText(room)).toHaveCount(0);
  await visitor.close();

  // Back to the defaults for whoever runs next on this server.
  const reset = await page.request.put(`${base}/api/opd-seasons`, {
    headers,
    data: { summer: { from: "04-01", to: "09-30" }, winter: { from: "10-01", to: "03-31" } },
  });
  expect(reset.status()).toBe(200);
});
