import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/fixtures";
import { createEnquiry, signIn, uniqueTag } from "./staff-helpers";

const table = (page: Page) => page.getByRole("region", { name: "Enquiry list" }).getByRole("table");
const bodyRows = (page: Page) => table(page).locator("tbody tr");
const tile = (page: Page, label: string) => page.locator(`[data-tile="${label}"]`);
const scoresOnPage = async (page: Page) =>
  (await bodyRows(page).locator("td:nth-child(6)").allTextContents()).map(Number);

/** Waits until the table shows the rows in that NEET-score order (the answer may arrive before the render). */
async function expectScoresSorted(page: Page, order: "asc" | "desc") {
  await expect
    .poll(async () => {
      const scores = await scoresOnPage(page);
      const sorted = [...scores].sort((a, b) => (order === "asc" ? a - b : b - a));
      return scores.length > 1 && scores.every((score, index) => score === sorted[index]);
    })
    .toBe(true);
  return scoresOnPage(page);
}

async function openEnquiries(page: Page) {
  await signIn(page);
  await page.goto("/dashboard/admission-enquiry");
  await expect(page.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();
  await expect(page.getByText("Manage student enquiries and applications")).toBeVisible();
  await expect(page.getByText(/^Showing 1 to 10 of \d+ enquiries$/)).toBeVisible();
}

test.describe("enquiries", () => {
  test("shows the spec's columns, badges and tiles", async ({ page, request }) => {
    // Other specs add enquiries to this server in parallel: the newest page holds each course's badge.
    for (const course of ["MS", "MD", "MBBS"]) await createEnquiry(request, { course });
    await openEnquiries(page);
    await expectNoAxeViolations(page);
    for (const heading of ["Name", "Email", "Phone", "Course", "NEET Score", "Date", "Actions"]) {
      await expect(table(page).getByRole("columnheader", { name: heading, exact: true })).toBeVisible();
    }
    await expect(bodyRows(page)).toHaveCount(10);
    const total = Number(
      /of (\d+) enquiries/.exec((await page.getByText(/^Showing 1 to 10 of/).textContent())!)![1],
    );
    await expect(tile(page, "Total Enquiries")).toHaveText(total.toLocaleString("en-IN"));
    await expect(tile(page, "This Page")).toHaveText("10");
    await expect(tile(page, "Current Page")).toHaveText("1");
    const scores = (await bodyRows(page).locator("td:nth-child(6)").allTextContents()).map(Number);
    const mean = Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
    await expect(tile(page, "Avg NEET Score")).toHaveText(String(mean));
    const mbbs = table(page).locator('[data-course="MBBS"]').first();
    await expect(mbbs).toHaveClass(/bg-green-100/);
    await expect(table(page).locator('[data-course="MD"]').first()).toHaveClass(/bg-blue-100/);
    await expect(table(page).locator('[data-course="MS"]').first()).toHaveClass(/bg-orange-100/);
  });

  test("sorts by NEET score, highest first, numerically", async ({ page, request }) => {
    await createEnquiry(request, { neetScore: "98" });
    await openEnquiries(page);
    await page.getByLabel("Sort by").selectOption({ label: "NEET Score" });
    await expect(page.getByLabel("Order")).toHaveValue("desc");
    const scores = await expectScoresSorted(page, "desc");
    expect(scores[0]).toBeGreaterThan(98);
    // Oldest first reverses it: the lowest scores come first.
    await page.getByLabel("Order").selectOption({ label: "Oldest" });
    const low = await expectScoresSorted(page, "asc");
    expect(low[0]).toBeLessThan(scores[0]!);
  });

  test("search asks the server for the whole list: any part of the phone, or the reference", async ({
    page,
    request,
  }) => {
    const phone = `+91 9${Date.now().toString().slice(-9)}`;
    const mine = await createEnquiry(request, { phone });
    await openEnquiries(page);
    const searched: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (url.pathname === "/api/enquiry" && url.searchParams.get("search")) {
        searched.push(url.searchParams.get("search")!);
      }
    });
    const digits = phone.replace(/\D/g, "").slice(-7);
    await page.getByLabel("Search", { exact: true }).fill(digits);
    await expect(bodyRows(page).filter({ hasText: mine.name })).toHaveCount(1);
    await expect.poll(() => searched).toContain(digits);
    const reference = (await bodyRows(page)
      .filter({ hasText: mine.name })
      .locator("td")
      .first()
      .textContent())!;
    expect(reference).toMatch(/^ENQ-\d{6}$/);
    await page.getByLabel("Search", { exact: true }).fill(reference);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`search=${reference}`));
    await page.getByLabel("Search", { exact: true }).fill("no such enquirer anywhere");
    await expect(page.getByText("No enquiries found")).toBeVisible();
  });

  test("a click anywhere on a row opens the enquiry's work page; the actions stay in view at 1366 px", async ({
    page,
    request,
  }) => {
    const mine = await createEnquiry(request);
    await page.setViewportSize({ width: 1366, height: 768 });
    await openEnquiries(page);
    await page.getByLabel("Search", { exact: true }).fill(mine.email);
    await expect(bodyRows(page)).toHaveCount(1);
    const del = page.getByRole("button", { name: `Delete enquiry from ${mine.name}` });
    await expect(del).toBeInViewport();
    // The e-mail cell (the phone cell is a tap-to-call link of its own).
    await bodyRows(page).first().locator("td").nth(2).click();
    await expect(page.getByRole("heading", { name: mine.name, level: 1 })).toBeVisible();
  });

  test("deletes an enquiry after confirmation", async ({ page, request }) => {
    const mine = await createEnquiry(request);
    await openEnquiries(page);
    await page.getByLabel("Search", { exact: true }).fill(mine.email);
    await page.getByRole("button", { name: `Delete enquiry from ${mine.name}` }).click();
    await page
      .getByRole("dialog", { name: "Delete this enquiry?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Enquiry deleted successfully")).toBeVisible();
    await expect(page.getByText("No enquiries found")).toBeVisible();
  });

  test("a failed delete says so", async ({ page, request }) => {
    const mine = await createEnquiry(request);
    await openEnquiries(page);
    await page.route(`**/api/enquiry/${mine._id}`, (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, json: { success: false, message: "x" } })
        : route.continue(),
    );
    await page.getByLabel("Search", { exact: true }).fill(mine.email);
    await page.getByRole("button", { name: `Delete enquiry from ${mine.name}` }).click();
    await page
      .getByRole("dialog", { name: "Delete this enquiry?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Failed to delete enquiry")).toBeVisible();
  });

  test("exports the enquiries in the current sort as CSV", async ({ page }) => {
    await openEnquiries(page);
    await page.getByLabel("Sort by").selectOption({ label: "NEET Score" });
    const topScore = String((await expectScoresSorted(page, "desc"))[0]);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString("utf8");
    const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
    // The spec's columns first, then the pipeline's.
    expect(lines[0]).toBe(
      "Name,Email,Phone,Course,NEET Score,Message,Date,Reference,Status,Close reason,Assignee,Next follow-up",
    );
    // Highest NEET score first, as on screen (column 5 of the file).
    expect(lines[1]!.split(",")[4]).toBe(topScore);
  });

  test("adds an enquiry taken over the phone, then views and edits it", async ({ page }) => {
    const tag = uniqueTag();
    await openEnquiries(page);
    await page.getByRole("button", { name: "Add New Enquiry" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Enquiry" });
    await dialog.getByRole("button", { name: "Add Enquiry" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Name").fill(`Caller ${tag}`);
    await dialog.getByLabel("Email").fill(`caller.${tag}@example.com`);
    await dialog.getByLabel("Phone").fill("+91 91234 56789");
    await dialog.getByLabel("Course").selectOption("MD");
    await dialog.getByLabel("NEET Score").fill("587");
    await dialog.getByLabel("Message").fill("Called the admissions desk about MD seats.");
    await dialog.getByRole("button", { name: "Add Enquiry" }).click();
    await expect(page.getByText("Enquiry added successfully")).toBeVisible();
    await page.getByLabel("Search", { exact: true }).fill(tag);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText("587");

    await page.getByRole("button", { name: `View enquiry from Caller ${tag}` }).click();
    const view = page.getByRole("dialog", { name: "Enquiry Details" });
    await expect(view).toContainText("Called the admissions desk about MD seats.");
    await view.getByRole("button", { name: "Edit Enquiry" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Enquiry" });
    await edit.getByLabel("NEET Score").fill("601");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Enquiry updated successfully")).toBeVisible();
    await expect(bodyRows(page).first()).toContainText("601");
  });

  test("grid view and the pager", async ({ page }) => {
    await openEnquiries(page);
    await page.getByRole("button", { name: "Grid" }).click();
    await expect(page.getByRole("list", { name: "Enquiries" }).getByRole("listitem")).toHaveCount(10);
    const pager = page.getByRole("navigation", { name: "Enquiry pages" });
    await pager.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(/^Showing 11 to 20 of \d+ enquiries$/)).toBeVisible();
    await expect(tile(page, "Current Page")).toHaveText("2");
    await page.getByLabel("Limit").selectOption("5");
    await expect(page.getByText(/^Showing 1 to 5 of \d+ enquiries$/)).toBeVisible();
  });

  test("a failed list shows a toast and an error line with Retry", async ({ page }) => {
    let fail = false;
    await page.route("**/api/enquiry?*", (route) =>
      fail
        ? route.fulfill({ status: 503, json: { success: false, message: "Service unavailable" } })
        : route.continue(),
    );
    await signIn(page);
    // The first page comes in the server's HTML (ADR 028); the next load, for a changed order, fails.
    await page.goto("/dashboard/admission-enquiry");
    fail = true;
    await page.getByLabel("Order").selectOption("asc");
    await expect(page.getByText("Failed to fetch enquiries")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Could not load enquiries" })).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByText(/^Showing 1 to 10 of/)).toBeVisible();
  });
});
