import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { signInAsColleague } from "./accounts-support";
import { withoutPopup } from "./content-support";
import { uniqueTag } from "./staff-helpers";
import { emptyServerUrl, expectNoAxeViolations, staffToken } from "./support/fixtures";

const phone = { width: 390, height: 844 };

test("a patient on a phone finds the rate list, the registration counter's hours and what to bring from a hospital page", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: phone });
  await withoutPopup(context, baseURL!);
  const page = await context.newPage();
  await page.goto("/hospitals/pharmacy");
  await page
    .getByRole("navigation", { name: "For patients" })
    .getByRole("link", { name: "Rates and registration" })
    .click();
  await expect(page).toHaveURL(/\/hospitals\/rates$/);
  await expect(page.getByRole("heading", { level: 1, name: "Rates and Registration" })).toBeVisible();
  const registration = page.getByRole("region", { name: "Registration" });
  const card = registration.getByRole("row", { name: /New OPD registration card/ });
  await expect(card.getByRole("cell").first()).toHaveAttribute("data-label", "Amount");
  // On a phone a card shows a label only with a value: the card's note, but no empty "Note" line for a rate without one.
  await expect(card.locator('td[data-label="Note"]')).toHaveText("Valid for follow-up visits");
  const consultation = page
    .getByRole("region", { name: "Consultation" })
    .getByRole("row", { name: /OPD consultation/ });
  await expect(consultation.locator('td[data-label="Unit"]')).toBeVisible();
  await expect(consultation.locator('td[data-label="Note"]')).toBeHidden();
  await expect(page.getByRole("region", { name: "Bed charges per day" })).toContainText("General ward");
  await expect(page.getByRole("heading", { level: 2, name: "Registration windows" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "What to bring" })).toBeVisible();
  await expect(
    page.getByText("An identity document (Aadhaar card or any photo identity card)."),
  ).toBeVisible();
  await expect(page.getByText(/^Last updated: \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  // Readable at 390 px: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await context.close();
});

test("a patient on a phone finds Ayushman Bharat coverage, the Arogya Mitra desk's number and the ABHA Scan & Share steps", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: phone });
  await withoutPopup(context, baseURL!);
  const page = await context.newPage();
  await page.goto("/hospitals");
  await page
    .getByRole("navigation", { name: "For patients" })
    .getByRole("link", { name: "Ayushman Bharat, insurance and ABHA" })
    .click();
  await expect(page).toHaveURL(/\/hospitals\/insurance$/);
  await expect(page.getByRole("heading", { level: 2, name: "Ayushman Bharat (PM-JAY)" })).toBeVisible();
  await expect(page.getByText(/up to ₹5 lakh per family per year/)).toBeVisible();
  const mitra = page.getByRole("region", { name: "Arogya Mitra desk" });
  await expect(mitra.getByRole("link", { name: /^\+91/ }).first()).toHaveAttribute("href", /^tel:\+91\d+$/);
  const abha = page.getByRole("region", { name: "Register faster with ABHA Scan & Share" });
  await expect(abha.getByRole("listitem")).toHaveCount(4);
  await expect(abha.getByRole("listitem").nth(1)).toHaveText("Scan the QR code at the registration counter.");
  await expect(abha.getByText(/treatment is never refused for lack of an ABHA/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await context.close();
});

test("a patient on a phone taps the emergency number at the top of the Emergency page; every page's footer has it", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
  await withoutPopup(context, baseURL!);
  const page = await context.newPage();
  await page.goto("/hospitals/emergency");
  const numbers = page.getByRole("region", { name: "Call now" });
  const call = numbers.getByRole("link", { name: /^Call Emergency \(24x7\):/ }).first();
  // At the very top: on screen without scrolling, before any other content of the page.
  await expect(call).toBeInViewport();
  await expect(call).toHaveAttribute("href", "tel:+916125550100");
  await expect(numbers.getByRole("link", { name: "Call Ambulance: 108" })).toHaveAttribute("href", "tel:108");
  const [firstTelLink] = await page
    .locator("main a[href^='tel:']")
    .evaluateAll((links) => links.slice(0, 1).map((link) => link.getAttribute("href")));
  expect(firstTelLink).toBe("tel:+916125550100");
  // Tapping hands the number to the phone's dialler; the page stays where it is.
  await call.tap();
  await expect(page).toHaveURL(/\/hospitals\/emergency$/);
  await expectNoAxeViolations(page);

  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "+91 612 555 0100" })).toHaveAttribute(
    "href",
    "tel:+916125550100",
  );
  await context.close();
});

test("the hospital desk changes a rate (a negative amount refused on its field) and patients see it on /hospitals/rates within 5 s", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signInAsColleague(page, "hospital-desk", uniqueTag());
  await page.goto("/dashboard");
  await page
    .getByRole("navigation", { name: "Back-office" })
    .getByRole("link", { name: "Hospital rates" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Hospital rates" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Categories by their names, never the stored values.
  const bed = page.getByRole("row").filter({ hasText: "General ward bed" });
  await expect(bed.getByRole("cell", { name: "Bed per day (General ward)" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "bed-general-ward" })).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: "OPD consultation" });
  await expect(row.getByRole("cell", { name: "Consultation", exact: true })).toBeVisible();
  await row.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit rate" });
  await expect(dialog.getByLabel("Category").locator("option:checked")).toHaveText("Consultation");
  const amount = dialog.getByLabel("Amount (₹)");
  await amount.fill("-5");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Amount (₹) must be 0 or more")).toBeVisible();
  await amount.fill("50");
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(dialog).toBeHidden();

  const visitor = await browser.newContext({ viewport: phone });
  await withoutPopup(visitor, baseURL!);
  const patient = await visitor.newPage();
  const started = Date.now();
  await patient.goto("/hospitals/rates");
  const consultation = patient.getByRole("region", { name: "Consultation" }).getByRole("row", {
    name: /OPD consultation/,
  });
  await expect(consultation.getByRole("cell").first()).toHaveText("₹50", { timeout: 5000 });
  expect(Date.now() - started).toBeLessThan(5000);
  await visitor.close();
});

test("a patient on a phone sees a coming health camp, with its date and place, on the hospital landing page", async ({
  browser,
  baseURL,
  request,
}) => {
  const token = await staffToken(request, baseURL);
  const title = `Free blood pressure camp ${uniqueTag()}`;
  const eventDate = new Date(Date.now() + 3 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const created = await request.post("/api/notices", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      body: "Blood pressure and sugar checked free.",
      category: "health-camp",
      status: "published",
      eventDate,
      place: "Punpun community hall",
    },
  });
  expect(created.status()).toBe(201);

  const context = await browser.newContext({ viewport: phone });
  await withoutPopup(context, baseURL!);
  const page = await context.newPage();
  await page.goto("/hospitals");
  const camps = page.getByRole("region", { name: "Health camps" });
  const card = camps.getByRole("listitem").filter({ hasText: title });
  await expect(card.locator(`time[datetime="${eventDate}"]`)).toBeVisible();
  await expect(card).toContainText("Punpun community hall");
  await expectNoAxeViolations(page);
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Punpun community hall")).toBeVisible();
  await context.close();
});

test("the hospital desk uploads the counter's ABHA QR image (a non-image refused on its field) and a patient's phone shows it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The ABHA section is one record per site: this test changes it on the empty server, where no other test reads it.
  const base = emptyServerUrl();
  const tag = uniqueTag();
  await signInAsColleague(page, "hospital-desk", tag, base);
  await page.goto(`${base}/dashboard/collections/patient-guides`);
  await expect(page.getByRole("heading", { level: 1, name: "Patient guides" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Register faster with ABHA Scan & Share" });
  await expect(row.getByRole("cell", { name: "ABHA Scan & Share (insurance page)" })).toBeVisible();
  await row.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit patient guide" });
  const qr = dialog.getByRole("group", { name: "Counter's QR image" });
  const alt = `QR code at the OPD registration counter for ABHA Scan & Share ${tag}`;

  // Not an image (named .png): the API refuses it and says so beside the file field.
  await qr.getByLabel("Image file").setInputFiles({
    name: "counter-qr.png",
    mimeType: "image/png",
    buffer: Buffer.from("this is a text file, not a picture"),
  });
  await qr.getByLabel("Alt text").fill(alt);
  await dialog.getByLabel("Status").selectOption("published");
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(qr.getByLabel("Image file")).toHaveAttribute("aria-invalid", "true");
  await expect(
    qr.getByText("Counter's QR image must be an image file (JPEG, PNG, WebP, GIF or AVIF)"),
  ).toBeVisible();

  // A real QR-like picture, 600 px square.
  const size = 600;
  const pixels = Buffer.alloc(size * size);
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = (Math.floor(i / 40) + Math.floor(i / size / 40)) % 2 ? 0 : 255;
  const picture = await sharp(pixels, { raw: { width: size, height: size, channels: 1 } })
    .png()
    .toBuffer();
  await qr
    .getByLabel("Image file")
    .setInputFiles({ name: "counter-qr.png", mimeType: "image/png", buffer: picture });
  await expect(qr.getByRole("img", { name: alt })).toBeVisible();
  await expectNoAxeViolations(page);
  // The list reloads after the save; Edit opens the row as the list holds it, so wait for the reloaded list.
  const reloaded = page.waitForResponse(
    (response) =>
      response.request().method() === "GET" && new URL(response.url()).pathname === "/api/patient-guides",
  );
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(dialog).toBeHidden();
  await reloaded;
  await row.getByRole("button", { name: /^Edit/ }).click();
  await expect(
    dialog.getByRole("group", { name: "Counter's QR image" }).getByRole("img", { name: alt }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const context = await browser.newContext({ viewport: phone });
  await withoutPopup(context, base);
  const patient = await context.newPage();
  await patient.goto(`${base}/hospitals/insurance`);
  const abha = patient.getByRole("region", { name: "Register faster with ABHA Scan & Share" });
  const image = abha.getByRole("img", { name: alt });
  // Its box is reserved before it loads (no layout shift), and it loads only near the screen.
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("width", "600");
  await expect(image).toHaveAttribute("height", "600");
  await expect(image).toHaveAttribute(
    "src",
    /^\/media\/collections\/patient-guides\/[0-9a-f-]+\/[0-9a-f]+-600\.webp$/,
  );
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  const box = (await image.boundingBox())!;
  expect(Math.round(box.width)).toBe(Math.round(box.height));
  expect(box.width).toBeLessThanOrEqual(390);
  expect(await patient.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(patient);
  await context.close();
});
