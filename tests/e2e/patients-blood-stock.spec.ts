import { expect, test } from "@playwright/test";
import { signInAsColleague } from "./accounts-support";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { uniqueTag } from "./staff-helpers";
import { emptyServerUrl, expectNoAxeViolations } from "./support/fixtures";

const phone = { width: 390, height: 844 };

test("the hospital desk counts the blood stock (a negative count is refused on its cell) and a patient on a phone reads it, updated today", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsColleague(page, "hospital-desk", uniqueTag());
  await page.goto("/dashboard");
  await page
    .getByRole("navigation", { name: "Back-office" })
    .getByRole("link", { name: "Blood stock" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Blood stock" })).toBeVisible();
  await page.getByLabel("O+ Packed red cells (PRBC), units", { exact: true }).fill("7");
  await page.getByLabel("A- Platelets, units", { exact: true }).fill("2");
  const ffp = page.getByLabel("B+ Fresh frozen plasma (FFP), units", { exact: true });
  await ffp.fill("-1");
  await page.getByRole("button", { name: "Save the count" }).click();
  await expect(ffp).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("units cannot be negative")).toBeVisible();
  expect((await (await page.request.get("/api/blood-stock")).json()).data.entries).toEqual([]);
  await expectNoAxeViolations(page);

  await ffp.fill("3");
  await page.getByRole("button", { name: "Save the count" }).click();
  await expect(page.getByText("Blood stock saved")).toBeVisible();
  await expect(page.getByText(/^Last counted .* \(India time\)\.$/)).toBeVisible();

  const patient = await browser.newContext({ viewport: phone });
  const visitor = await patient.newPage();
  await closeAdmissionPopupForSession(visitor, baseURL);
  await visitor.goto("/hospitals/blood-bank");
  const section = visitor.getByRole("region", { name: "Blood available now" });
  await expect(section.getByText(/^Updated .* \(India time\)\.$/)).toBeVisible();
  await expect(section.getByRole("note")).toHaveCount(0);
  const oPositive = section.getByRole("row", { name: /^O\+/ });
  await expect(oPositive.getByRole("cell").nth(1)).toHaveText("7");
  await expect(oPositive.getByRole("cell").nth(1)).toHaveAttribute("data-label", "Packed red cells (PRBC)");
  // On a phone the row is a card: scrolled to, its PRBC count is on screen, not off to the side.
  await oPositive.getByRole("cell").nth(1).scrollIntoViewIfNeeded();
  await expect(oPositive.getByRole("cell").nth(1)).toBeInViewport();
  await expect(section.getByRole("row", { name: /^B\+/ }).getByRole("cell").nth(2)).toHaveText("3");
  await expectNoAxeViolations(visitor);
  await patient.close();
});

test("before any count the blood bank page says so plainly and sends patients to the reception", async ({
  browser,
}) => {
  const base = emptyServerUrl();
  const context = await browser.newContext({ baseURL: base, viewport: phone });
  const page = await context.newPage();
  await closeAdmissionPopupForSession(page, base);
  await page.goto("/hospitals/blood-bank");
  await expect(page.getByRole("note")).toHaveText(
    "The blood bank has not published its stock here yet. Call the hospital reception to ask what is available: +91 612 555 0142.",
  );
  // The number is there to tap, in the warning itself (the reception box is further down on a phone).
  await expect(page.getByRole("note").getByRole("link", { name: "+91 612 555 0142" })).toHaveAttribute(
    "href",
    "tel:+916125550142",
  );
  await expect(page.getByRole("table")).toHaveCount(0);
  await context.close();
});
