import { expect, test, type Page } from "@playwright/test";
import type { AppointmentOptions } from "../../contract/appointments";
import { signInAsColleague } from "./accounts-support";
import { expectNoAxeViolations } from "./support/fixtures";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { bearer, signIn } from "./staff-helpers";
import {
  inForm,
  staffSearch,
  toast,
  uniqueTag,
  waitForForm,
  type StoredEnquiry,
} from "./public-forms-support";

/*
 * Issue 24: the admission enquiry form on its Hindi page speaks Hindi throughout, with and without
 * JavaScript: field errors, the message over them, the toasts and the confirmation; the enquiry is stored
 * with language "hi" (its acknowledgement in Hindi is tested against a real SMTP server in the API tests).
 */

const PAGE = "/hi/admission/admission-enquiry";
const SUBMIT = "पूछताछ भेजें";

/** Fills the form's fields, found by their Hindi labels. */
async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const field = inForm(page).getByLabel(label);
    if (label === "कोर्स") await field.selectOption(value);
    else await field.fill(value);
  }
}

/** The enquiry staff see for this name, with the language the API answers. */
async function storedEnquiry(request: Parameters<typeof staffSearch>[0], name: string) {
  const stored = await staffSearch<StoredEnquiry & { _id: string }>(request, "enquiry", name);
  expect(stored).toHaveLength(1);
  return stored[0]!;
}

test("with JavaScript: Hindi field errors, toasts and confirmation; stored as Hindi; axe clean", async ({
  page,
  request,
  baseURL,
}) => {
  await closeAdmissionPopupForSession(page, baseURL);
  const name = `Kiran ${uniqueTag()}`;
  await page.goto(PAGE);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: "प्रवेश पूछताछ" })).toBeVisible();
  // Translated: no English body with the "not yet translated" note.
  await expect(page.locator("[lang='en'] form")).toHaveCount(0);
  await waitForForm(page);
  await expectNoAxeViolations(page);

  // Empty required fields: stopped in the page, in Hindi.
  await page.getByRole("button", { name: SUBMIT }).click();
  await expect(toast(page, "कृपया सभी ज़रूरी खाने भरें")).toBeVisible();
  await expect(inForm(page).getByText("यह खाना भरना ज़रूरी है").first()).toBeVisible();

  // Refused by the API (which answers in English): each field's error and the alert in Hindi.
  await fill(page, {
    "पहला नाम": name,
    "ईमेल पता": "not-an-address",
    "फ़ोन नंबर": "98",
    कोर्स: "MBBS",
    "नीट स्कोर": "612",
  });
  await page.getByRole("button", { name: SUBMIT }).click();
  await expect(inForm(page).getByLabel("फ़ोन नंबर")).toHaveAttribute("aria-invalid", "true");
  await expect(inForm(page).getByText("सही फ़ोन नंबर लिखें")).toBeVisible();
  await expect(inForm(page).getByText("सही ईमेल पता लिखें")).toBeVisible();
  await expect(
    page.locator("[data-form-alert]").filter({ hasText: "कृपया लाल रंग से चिह्नित खाने ठीक करें" }),
  ).toBeVisible();
  await expect(toast(page, "कृपया लाल रंग से चिह्नित खाने ठीक करें")).toBeVisible();
  await expect(inForm(page).getByLabel("पहला नाम")).toHaveValue(name);

  // A good send: the Hindi toast and dialog, with the reference.
  await fill(page, { "ईमेल पता": "kiran@example.com", "फ़ोन नंबर": "9876543210" });
  await page.getByRole("button", { name: SUBMIT }).click();
  await expect(toast(page, "आपकी पूछताछ भेज दी गई है")).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "संदेश भेज दिया गया" });
  await expect(dialog.getByText("आपका संदेश सफलतापूर्वक भेज दिया गया है।")).toBeVisible();
  const stored = await storedEnquiry(request, name);
  await expect(dialog.getByText(`आपकी संदर्भ संख्या ${stored.reference} है।`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "बंद करें" }).last().click();
  await expect(dialog).toBeHidden();
  await expect(inForm(page).getByLabel("पहला नाम")).toHaveValue("");

  // Staff see it was sent in Hindi: in the API and in the enquiry's details (the back-office stays English).
  expect(stored).toMatchObject({ course: "MBBS", neetScore: "612", language: "hi" });
  await signIn(page);
  await page.goto(`/dashboard/admission-enquiry/${stored._id}`);
  await expect(page.locator("dt", { hasText: /^Language$/ }).locator("+ dd")).toHaveText("Hindi");
});

test("without JavaScript: the page's own post answers in Hindi and stores the enquiry as Hindi", async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await closeAdmissionPopupForSession(page, baseURL);
  const name = `Sana ${uniqueTag()}`;
  await page.goto(PAGE);
  await fill(page, {
    "पहला नाम": name,
    "ईमेल पता": "not-an-address",
    "फ़ोन नंबर": "9988776655",
    कोर्स: "MD",
    "नीट स्कोर": " ",
  });
  // The browser's own checks would stop the post before the server's answer.
  await page.evaluate(() => document.querySelector("form[method='post']")?.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: SUBMIT }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(inForm(page).getByText("सही ईमेल पता लिखें")).toBeVisible();
  await expect(inForm(page).getByText("नीट स्कोर भरना ज़रूरी है")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "कृपया लाल रंग से चिह्नित खाने ठीक करें" })).toBeVisible();
  await expect(inForm(page).getByLabel("पहला नाम")).toHaveValue(name);
  await expect(inForm(page).getByLabel("कोर्स")).toHaveValue("MD");

  await fill(page, { "ईमेल पता": "sana@example.com", "नीट स्कोर": "655" });
  await page.getByRole("button", { name: SUBMIT }).click();
  const notice = page.getByRole("status").filter({ hasText: "संदेश भेज दिया गया" });
  await expect(notice).toBeVisible();
  const stored = await storedEnquiry(request, name);
  await expect(notice).toContainText(`आपकी संदर्भ संख्या ${stored.reference} है।`);
  expect(stored).toMatchObject({ course: "MD", neetScore: "655", language: "hi" });
  await context.close();
});

test("an OPD appointment asked for on the Hindi page (with JavaScript) is stored as Hindi for the hospital desk", async ({
  page,
  request,
  baseURL,
}) => {
  await closeAdmissionPopupForSession(page, baseURL);
  const options = (await (await request.get("/api/appointment-requests/options")).json())
    .data as AppointmentOptions;
  const paediatrics = options.departments.find((entry) => entry.department === "Paediatrics")!;
  await page.goto("/hi/hospitals/appointment");
  await waitForForm(page);
  const name = `Asha ${uniqueTag()}`;
  await inForm(page).getByLabel("मरीज़ का नाम").fill(name);
  await inForm(page)
    .getByLabel("फ़ोन नंबर")
    .fill(`9${String(Date.now()).slice(-9)}`);
  await inForm(page).getByLabel("विभाग").selectOption("Paediatrics");
  await inForm(page).getByLabel("पसंदीदा दिन").fill(paediatrics.dates[1]!);
  await page.getByRole("button", { name: "वापस फ़ोन करने का अनुरोध करें" }).click();
  const dialog = page.getByRole("dialog", { name: "अनुरोध मिल गया" });
  const reference = (await dialog.getByTestId("receipt-reference").textContent())!.trim();
  expect(reference).toMatch(/^APT-\d{4}-\d{6}$/);

  const stored = await request.get(`/api/appointment-requests/${reference}`, {
    headers: await bearer(request),
  });
  expect(stored.status()).toBe(200);
  expect((await stored.json()).data).toMatchObject({ name, department: "Paediatrics", language: "hi" });
});

test("a complaint filed on the Hindi page without JavaScript is stored as Hindi; the committee reads Language: Hindi", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await closeAdmissionPopupForSession(page, baseURL);
  await page.goto("/hi/safety/complaint");
  const description = `छात्रावास में रात भर खड़ा रखा गया ${uniqueTag()}`;
  await page.getByLabel("शिकायत किस बारे में है?").selectOption("hostel");
  await page.getByLabel("क्या हुआ").fill(description);
  await page.getByRole("button", { name: "शिकायत भेजें" }).click();
  await expect(page.getByRole("heading", { name: "आपकी शिकायत मिल गई है" })).toBeVisible();
  const reference = (await page.getByTestId("reference").textContent())!.trim();
  expect(reference).toMatch(/^GRV-\d{4}-\d{6}$/);
  await context.close();

  const officerContext = await browser.newContext();
  const officer = await officerContext.newPage();
  await closeAdmissionPopupForSession(officer, baseURL);
  await signInAsColleague(officer, "grievance", uniqueTag());
  await officer.goto(`/dashboard/grievances/${reference}`);
  await expect(officer.getByText(description)).toBeVisible();
  await expect(officer.getByText("Language: Hindi")).toBeVisible();
  await officerContext.close();
});
