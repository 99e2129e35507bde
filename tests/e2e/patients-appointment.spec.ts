import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { AppointmentOptions } from "../../contract/appointments";
import { opdWeekdayOf } from "../../contract/opd";
import { signInAsColleague } from "./accounts-support";
import { inForm, waitForForm } from "./public-forms-support";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { uniqueTag } from "./staff-helpers";
import { expectNoAxeViolations } from "./support/fixtures";

// Patients ask on phones (issue 23).
const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

const REFERENCE = /^APT-\d{4}-\d{6}$/;

/** Paediatrics' OPD days in the next 30 days (sample timetable: every working day), from the public options. */
async function paediatricsDays(request: APIRequestContext) {
  const options = (await (await request.get("/api/appointment-requests/options")).json())
    .data as AppointmentOptions;
  const paediatrics = options.departments.find((entry) => entry.department === "Paediatrics")!;
  expect(paediatrics.dates.length).toBeGreaterThan(3);
  return { ...paediatrics, from: options.from };
}

/** A fresh phone number per request: the per-number limit is three a day. */
const newPhone = () => `9${String(Date.now()).slice(-9)}`;

async function fillRequest(
  page: Page,
  fields: { name: string; phone: string; date: string; doctor?: string },
) {
  const form = inForm(page);
  await form.getByLabel("Patient's name").fill(fields.name);
  await form.getByLabel("Phone number").fill(fields.phone);
  await form.getByLabel("Department").selectOption("Paediatrics");
  if (fields.doctor) await form.getByLabel("Doctor").selectOption({ label: fields.doctor });
  await form.getByLabel("Preferred day").fill(fields.date);
}

test("a patient on a phone asks for an appointment with JavaScript and sees the reference and the call-back promise", async ({
  page,
  baseURL,
}) => {
  await closeAdmissionPopupForSession(page, baseURL);
  const paediatrics = await paediatricsDays(page.request);
  // Reached from the OPD page.
  await page.goto("/hospitals/opd");
  await page.getByRole("link", { name: "Ask for an OPD appointment" }).first().click();
  await expect(page).toHaveURL(/\/hospitals\/appointment$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ask for an OPD appointment" })).toBeVisible();
  await waitForForm(page);
  await expectNoAxeViolations(page);

  await fillRequest(page, {
    name: `Asha Kumari ${uniqueTag()}`,
    phone: newPhone(),
    date: paediatrics.dates[1]!,
    doctor: paediatrics.doctors[0]?.name,
  });
  await page.getByRole("button", { name: "Ask for a call-back" }).click();
  const dialog = page.getByRole("dialog", { name: "Request received" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("receipt-reference")).toHaveText(REFERENCE);
  await expect(dialog).toContainText("will call you back");
  await expect(dialog).toContainText("Walk-in registration at the OPD counter stays open");
  await expectNoAxeViolations(page);
});

test("without JavaScript a refused day is explained on its field, then the request goes through with a reference", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  await closeAdmissionPopupForSession(page, baseURL);
  const paediatrics = await paediatricsDays(page.request);
  const sunday = Array.from({ length: 8 }, (_, offset) =>
    new Date(Date.parse(`${paediatrics.from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10),
  ).find((date) => opdWeekdayOf(date) === null)!;
  await page.goto("/hospitals/appointment");
  const name = `Ravi Kumar ${uniqueTag()}`;
  const number = newPhone();
  await fillRequest(page, { name, phone: number, date: sunday });
  await page.getByRole("button", { name: "Ask for a call-back" }).click();
  const day = inForm(page).getByLabel("Preferred day");
  await expect(day).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(`Paediatrics holds no OPD on ${sunday}`).first()).toBeVisible();
  // What was typed is kept.
  await expect(inForm(page).getByLabel("Patient's name")).toHaveValue(name);

  await day.fill(paediatrics.dates[0]!);
  await page.getByRole("button", { name: "Ask for a call-back" }).click();
  const notice = page.getByRole("status").filter({ hasText: "Request received" });
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId("receipt-reference")).toHaveText(REFERENCE);
  await expect(notice).toContainText("will call you back");
  await expect(notice).toContainText("Walk-in registration at the OPD counter stays open");
  await context.close();
});

test("a hospital-desk user finds a request, records the call, and confirms it with a date and time", async ({
  page,
  request,
}) => {
  const paediatrics = await paediatricsDays(request);
  const name = `Meena Devi ${uniqueTag()}`;
  const posted = await request.post("/api/appointment-requests", {
    data: { name, phone: newPhone(), department: "Paediatrics", preferredDate: paediatrics.dates[2] },
  });
  expect(posted.status()).toBe(201);
  const { reference } = (await posted.json()).data as { reference: string };

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsColleague(page, "hospital-desk", uniqueTag());
  await page.goto("/dashboard");
  await page
    .getByRole("navigation", { name: "Back-office" })
    .getByRole("link", { name: "Appointments" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Appointment requests" })).toBeVisible();
  await expect(page.getByTestId("appointment-counts")).toContainText("Waiting for a call");
  await page.getByLabel("Name, phone or reference").fill(name);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole("row", { name: new RegExp(reference) });
  await expect(row).toContainText("New");
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: reference }).click();
  let dialog = page.getByRole("dialog", { name: `Request ${reference}` });
  await expect(dialog).toContainText(name);
  await dialog.getByRole("button", { name: "Record a call" }).click();
  const outcome = dialog.getByLabel("Outcome of the call");
  await expect(outcome).toHaveAttribute("aria-invalid", "true");
  await expect(outcome).toHaveAccessibleDescription(/Outcome of the call is required/);
  await outcome.fill("Spoke to the mother; prefers the morning");
  await dialog.getByRole("button", { name: "Record a call" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Called");

  await row.getByRole("button", { name: reference }).click();
  dialog = page.getByRole("dialog", { name: `Request ${reference}` });
  await dialog.getByLabel("Confirm the appointment").check();
  await dialog.getByLabel("Date").fill(paediatrics.dates[3]!);
  await dialog.getByLabel("Time").fill("10:30");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Confirm the appointment" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Confirmed");
  // The address keeps the list: a reload shows the same row.
  await page.reload();
  await expect(page.getByRole("row", { name: new RegExp(reference) })).toContainText("Confirmed");
});
