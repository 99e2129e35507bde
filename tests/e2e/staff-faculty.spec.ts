import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  FACULTY_CSV_COLUMNS,
  FACULTY_CSV_OPTIONAL_COLUMNS,
  FACULTY_CSV_SAMPLE_ROW,
} from "../../contract/faculty";
import { expectNoAxeViolations } from "./support/fixtures";
import { createFaculty, signIn, uniqueTag } from "./staff-helpers";

const facultyList = (page: Page) => page.getByRole("list", { name: "Faculty members" });
const card = (page: Page, name: string) => facultyList(page).getByRole("listitem").filter({ hasText: name });

async function openFaculty(page: Page) {
  await signIn(page);
  await page.goto("/dashboard/faculty");
  await expect(page.getByRole("heading", { name: "Faculty Management", level: 1 })).toBeVisible();
  await expect(page.getByText(/Showing 1 to 12 of \d+ faculty members/)).toBeVisible();
}

async function search(page: Page, text: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes("/api/faculty?") && new URL(response.url()).searchParams.get("search") === text,
  );
  await page.getByLabel("Search", { exact: true }).fill(text);
  await answered;
}

test.describe("faculty management", () => {
  test("adds a member with a photo", async ({ page }) => {
    const tag = uniqueTag();
    await openFaculty(page);
    await page.getByRole("button", { name: "Add Faculty" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Faculty Member" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing is sent while a required field is empty; each says what is missing.
    await dialog.getByRole("button", { name: "Add Faculty" }).click();
    await expect(dialog.getByText("Full name is required")).toBeVisible();
    await expect(dialog.getByText("Registration number is required")).toBeVisible();
    // The NMC list is department-wise: the form asks for it.
    await expect(dialog.getByText("Department is required")).toBeVisible();
    // One experience field, in whole years.
    await expect(dialog.getByLabel(/Experience/)).toHaveCount(1);

    await dialog.getByLabel("Full Name").fill(`Dr. Photo ${tag}`);
    await dialog.getByLabel("Designation").selectOption("Associate Professor");
    await dialog.getByLabel("Qualification").fill("MBBS, MD (Medicine)");
    await dialog.getByLabel("Registration Number").fill(`E2E-${tag}`);
    await dialog.getByLabel("Medical Council").selectOption("Bihar Medical Council");
    await dialog.getByLabel("Department").selectOption("Cardiology");
    await dialog.getByLabel("Experience in years").fill("6");
    await dialog.getByLabel("Email").fill(`photo.${tag}@example.edu.in`);
    await dialog.getByLabel("Joining Date").fill("2020-08-01");
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3366aa" } })
      .png()
      .toBuffer();
    await dialog
      .getByLabel("Photo")
      .setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: png });
    await expect(dialog.getByRole("img", { name: "Photo preview" })).toHaveAttribute("src", /^blob:/);
    await dialog.getByRole("button", { name: "Add Faculty" }).click();
    await expect(page.getByText("Faculty member added successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    await search(page, tag);
    const added = card(page, `Dr. Photo ${tag}`);
    await expect(added).toContainText("Associate Professor");
    await expect(added).toContainText("Cardiology");
    await expect(added.locator("img")).toHaveAttribute("src", /^\/media\//);
    // The directory's experience text is written from the years.
    const stored = await page.request.get(`/api/faculty?search=${tag}`);
    expect((await stored.json()).data.faculty[0]).toMatchObject({
      experience: "6 years",
      experienceYears: 6,
    });

    // The photo can be removed again.
    await page.getByRole("button", { name: `Edit Dr. Photo ${tag}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Faculty Member" });
    await expect(edit.getByRole("img", { name: "Photo preview" })).toHaveAttribute("src", /^\/media\//);
    await edit.getByRole("button", { name: "Remove photo" }).click();
    await edit.getByRole("button", { name: "Update Faculty" }).click();
    await expect(page.getByText("Faculty member updated successfully")).toBeVisible();
    await expect(added.locator("img")).toHaveCount(0);
  });

  test("shows the server's field error beside its field (duplicate registration number)", async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    await createFaculty(request, { name: `Dr. First ${tag}`, regNo: `DUP-${tag}` });
    await openFaculty(page);
    await page.getByRole("button", { name: "Add Faculty" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Faculty Member" });
    await dialog.getByLabel("Full Name").fill(`Dr. Second ${tag}`);
    await dialog.getByLabel("Designation").selectOption("Tutor/Demonstrator");
    await dialog.getByLabel("Qualification").fill("MBBS");
    await dialog.getByLabel("Registration Number").fill(`DUP-${tag}`);
    await dialog.getByLabel("Medical Council").selectOption("Delhi Medical Council");
    await dialog.getByLabel("Department").selectOption("Anatomy");
    await dialog.getByRole("button", { name: "Add Faculty" }).click();
    await expect(dialog.getByLabel("Registration Number")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Registration Number")).toHaveAccessibleDescription(/registration/i);
    await expect(dialog).toBeVisible();
  });

  test("an oversized photo is refused: before sending, and with the server's 413 toast", async ({ page }) => {
    await openFaculty(page);
    await page.getByRole("button", { name: "Add Faculty" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Faculty Member" });
    await dialog.getByLabel("Photo").setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    await expect(dialog.getByLabel("Photo")).toHaveAccessibleDescription(/File size exceeds the limit\./);
    await expect(dialog.getByRole("img", { name: "Photo preview" })).toHaveCount(0);

    await page.route("**/api/faculty", (route) =>
      route.fulfill({ status: 413, json: { success: false, message: "File size exceeds the limit." } }),
    );
    const tag = uniqueTag();
    await dialog.getByLabel("Full Name").fill(`Dr. Big ${tag}`);
    await dialog.getByLabel("Designation").selectOption("Tutor/Demonstrator");
    await dialog.getByLabel("Qualification").fill("MBBS");
    await dialog.getByLabel("Registration Number").fill(`BIG-${tag}`);
    await dialog.getByLabel("Medical Council").selectOption("Bihar Medical Council");
    await dialog.getByLabel("Department").selectOption("Anatomy");
    await dialog.getByRole("button", { name: "Add Faculty" }).click();
    await expect(page.getByRole("status").filter({ hasText: "File size exceeds the limit." })).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("edits a member", async ({ page, request }) => {
    const tag = uniqueTag();
    await createFaculty(request, { name: `Dr. Edit ${tag}`, regNo: `ED-${tag}` });
    await openFaculty(page);
    await search(page, tag);
    await page.getByRole("button", { name: `Edit Dr. Edit ${tag}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Faculty Member" });
    await expect(dialog.getByLabel("Full Name")).toHaveValue(`Dr. Edit ${tag}`);
    await dialog.getByLabel("Qualification").fill("MBBS, MS (Orthopaedics)");
    await dialog.getByRole("button", { name: "Update Faculty" }).click();
    await expect(page.getByText("Faculty member updated successfully")).toBeVisible();
    await expect(card(page, `Dr. Edit ${tag}`)).toContainText("MBBS, MS (Orthopaedics)");
  });

  test("views a member's details, then edits from there", async ({ page, request }) => {
    const tag = uniqueTag();
    await createFaculty(request, {
      name: `Dr. View ${tag}`,
      regNo: `VW-${tag}`,
      specialization: "Interventional cardiology",
    });
    await openFaculty(page);
    await search(page, tag);
    await page.getByRole("button", { name: `View Dr. View ${tag}` }).click();
    const details = page.getByRole("dialog", { name: "Faculty Details" });
    await expect(details).toContainText(`VW-${tag}`);
    await expect(details).toContainText("Interventional cardiology");
    await expectNoAxeViolations(page);
    await details.getByRole("button", { name: "Edit Faculty" }).click();
    await expect(details).toBeHidden();
    const edit = page.getByRole("dialog", { name: "Edit Faculty Member" });
    await expect(edit.getByLabel("Registration Number")).toHaveValue(`VW-${tag}`);
    await edit.getByRole("button", { name: "Cancel" }).click();
    await expect(edit).toBeHidden();
  });

  test("deletes a member after confirmation", async ({ page, request }) => {
    const tag = uniqueTag();
    await createFaculty(request, { name: `Dr. Delete ${tag}`, regNo: `DL-${tag}` });
    await openFaculty(page);
    await search(page, tag);
    await page.getByRole("button", { name: `Delete Dr. Delete ${tag}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete faculty member?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(card(page, `Dr. Delete ${tag}`)).toBeVisible();
    await page.getByRole("button", { name: `Delete Dr. Delete ${tag}` }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Faculty member deleted successfully")).toBeVisible();
    await expect(page.getByText("No faculty found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria")).toBeVisible();
  });

  test("search waits 500 ms after typing and goes back to page 1", async ({ page, request }) => {
    const tag = uniqueTag();
    await createFaculty(request, { name: `Dr. Search ${tag}`, regNo: `SR-${tag}` });
    await openFaculty(page);
    await page.getByRole("button", { name: "Page 2" }).click();
    await expect(page.getByText(/Showing 13 to 24 of/)).toBeVisible();

    const searches: { search: string; page: string }[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (url.pathname === "/api/faculty" && url.searchParams.has("search")) {
        searches.push({ search: url.searchParams.get("search")!, page: url.searchParams.get("page")! });
      }
    });
    // The pause is measured on the page's own clock, from the last keystroke's input event to the search's
    // fetch (a busy machine can only make it longer): not from when Playwright's typing returned.
    await page.evaluate(() => {
      const timing = { lastInput: 0, searchAt: 0 };
      (window as unknown as { __searchTiming: typeof timing }).__searchTiming = timing;
      document.addEventListener("input", (event) => (timing.lastInput = event.timeStamp), true);
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (!timing.searchAt && /\/api\/faculty\?.*search=/.test(url)) timing.searchAt = performance.now();
        return send(input, init);
      };
    });
    await page.getByLabel("Search", { exact: true }).pressSequentially(tag, { delay: 120 });
    await expect(card(page, `Dr. Search ${tag}`)).toBeVisible();
    expect(searches).toHaveLength(1);
    expect(searches[0]!.search).toBe(tag);
    expect(searches[0]!.page).toBe("1");
    const timing = await page.evaluate(
      () => (window as unknown as { __searchTiming: { lastInput: number; searchAt: number } }).__searchTiming,
    );
    expect(timing.searchAt, "the search went through fetch").toBeGreaterThan(0);
    // 500 ms after the last keystroke (a few ms of timer slack allowed).
    expect(timing.searchAt - timing.lastInput).toBeGreaterThanOrEqual(490);
    await expect(facultyList(page).getByRole("listitem")).toHaveCount(1);
    // One page of results: no pager.
    await expect(page.getByRole("navigation", { name: "Faculty pages" })).toHaveCount(0);
  });

  test("filters by department", async ({ page }) => {
    await openFaculty(page);
    await page.getByRole("button", { name: "Table" }).click();
    await page.getByLabel("Department").selectOption("Pathology");
    // The previous page stays on screen until the answer arrives: wait for the filtered one.
    const departments = page.getByRole("table").locator("tbody tr td:nth-child(4)");
    await expect
      .poll(async () => {
        const texts = await departments.allTextContents();
        return texts.length > 0 && texts.every((text) => text === "Pathology");
      })
      .toBe(true);
  });

  test("switches between cards and the table", async ({ page }) => {
    await openFaculty(page);
    await expect(facultyList(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Cards" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Table" }).click();
    const table = page.getByRole("table");
    for (const heading of [
      "Photo",
      "Name",
      "Designation",
      "Department",
      "Qualification",
      "Reg. No",
      "Actions",
    ]) {
      await expect(table.getByRole("columnheader", { name: heading, exact: true })).toBeVisible();
    }
    await expect(table.locator("tbody tr")).toHaveCount(12);
    await expect(facultyList(page)).toBeHidden();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Cards" }).click();
    await expect(facultyList(page).getByRole("listitem")).toHaveCount(12);
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("pages through the list with the spec's pager", async ({ page }) => {
    await openFaculty(page);
    await expectNoAxeViolations(page);
    const pager = page.getByRole("navigation", { name: "Faculty pages" });
    await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pager.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(/Showing 13 to 24 of \d+ faculty members/)).toBeVisible();
    await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pager.getByRole("button", { name: "Previous" })).toBeEnabled();
  });

  test("a long list shows first and last pages with ellipses around a window of five", async ({ page }) => {
    // Present the real answer as if there were ten pages.
    await page.route("**/api/faculty?*", async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const current = Number(new URL(route.request().url()).searchParams.get("page"));
      body.data.pagination = {
        currentPage: current,
        totalPages: 10,
        totalRecords: 120,
        hasNext: current < 10,
        hasPrev: current > 1,
      };
      await route.fulfill({ response, json: body });
    });
    await signIn(page);
    // The first page comes in the server's HTML (ADR 028): the next one, loaded by the screen, has ten pages.
    await page.goto("/dashboard/faculty");
    const pager = page.getByRole("navigation", { name: "Faculty pages" });
    await pager.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Showing 13 to 24 of 120 faculty members")).toBeVisible();
    await pager.getByRole("button", { name: "Page 10" }).click();
    await expect(page.getByText("Showing 109 to 120 of 120 faculty members")).toBeVisible();
    await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
    await pager.getByRole("button", { name: "Page 6" }).click();
    await expect(pager.getByRole("button", { name: "Page 6" })).toHaveAttribute("aria-current", "page");
    expect(await pager.locator("li").allTextContents()).toEqual([
      "Previous",
      "1",
      "…",
      "4",
      "5",
      "6",
      "7",
      "8",
      "…",
      "10",
      "Next",
    ]);
  });

  test("a failed list shows an error line with Retry", async ({ page }) => {
    let fail = false;
    await page.route("**/api/faculty?*", (route) =>
      fail
        ? route.fulfill({ status: 500, json: { success: false, message: "Database unavailable" } })
        : route.continue(),
    );
    await signIn(page);
    // The first page comes in the server's HTML (ADR 028); the next load, for page 2, fails.
    await page.goto("/dashboard/faculty");
    fail = true;
    await page
      .getByRole("navigation", { name: "Faculty pages" })
      .getByRole("button", { name: "Next" })
      .click();
    await expect(page.getByRole("alert")).toContainText(
      "Could not load faculty members: Database unavailable",
    );
    fail = false;
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByText(/Showing 13 to 24 of/)).toBeVisible();
  });
});

test.describe("faculty CSV", () => {
  const csvOf = (rows: string[][]) =>
    Buffer.from(
      [FACULTY_CSV_COLUMNS.join(","), ...rows.map((row) => row.map((c) => `"${c}"`).join(","))].join("\n"),
    );
  const row = (name: string, regNo: string, email: string, joined = "2018-06-01") => [
    name,
    "Professor",
    "MBBS, MD",
    regNo,
    "Bihar Medical Council",
    "Radiology",
    "9 years",
    email,
    "+91 98765 43210",
    joined,
    "",
  ];

  test("imports a valid file with progress, then lists the new members", async ({ page }) => {
    const tag = uniqueTag();
    await openFaculty(page);
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Faculty CSV" });
    await expect(dialog.getByRole("button", { name: "Import CSV" })).toBeDisabled();
    await expect(dialog).toContainText(FACULTY_CSV_COLUMNS.join(", "));
    await expectNoAxeViolations(page);
    await dialog.getByLabel("CSV file").setInputFiles({
      name: `faculty-${tag}.csv`,
      mimeType: "text/csv",
      buffer: csvOf([
        row(`Dr. Csv One ${tag}`, `CSV1-${tag}`, `one.${tag}@example.edu.in`),
        // Day first, as Indian spreadsheets write dates.
        row(`Dr. Csv Two ${tag}`, `CSV2-${tag}`, `two.${tag}@example.edu.in`, "15/07/2019"),
      ]),
    });
    await expect(dialog).toContainText(`Chosen file: faculty-${tag}.csv`);
    // Hold the answer back until the progress has been seen.
    let release = () => {};
    const seen = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/faculty/import-csv", async (route) => {
      await seen;
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Import CSV" }).click();
    await expect(dialog.getByRole("progressbar")).toBeVisible();
    release();
    // The result stays until it is dismissed.
    await expect(dialog.getByRole("status")).toHaveText("CSV imported successfully: 2 added, 0 updated");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await search(page, tag);
    await expect(facultyList(page).getByRole("listitem")).toHaveCount(2);
    const imported = (await (await page.request.get(`/api/faculty?search=${tag}`)).json()).data.faculty as {
      regNo: string;
      joiningDate: string;
    }[];
    expect(imported.find((member) => member.regNo === `CSV2-${tag}`)?.joiningDate).toBe("2019-07-15");
  });

  test("a rejected file lists each bad row and imports nothing", async ({ page }) => {
    const tag = uniqueTag();
    await openFaculty(page);
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Faculty CSV" });
    await dialog.getByLabel("CSV file").setInputFiles({
      name: "bad.csv",
      mimeType: "text/csv",
      buffer: csvOf([
        row(`Dr. Good ${tag}`, `GOOD-${tag}`, `good.${tag}@example.edu.in`),
        row(`Dr. Bad ${tag}`, `BAD-${tag}`, "not-an-email"),
      ]),
    });
    await dialog.getByRole("button", { name: "Import CSV" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Nothing was imported");
    // The row, the person and the bad value, once.
    await expect(dialog.getByRole("alert").getByRole("listitem")).toHaveText([
      `Row 3 (Dr. Bad ${tag}), Email “not-an-email”: Enter a valid email address`,
    ]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await search(page, tag);
    await expect(page.getByText("No faculty found")).toBeVisible();
  });

  test("only CSV files are taken as the selection", async ({ page }) => {
    await openFaculty(page);
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Faculty CSV" });
    await dialog
      .getByLabel("CSV file")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(dialog.getByText(/not a CSV file/)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Import CSV" })).toBeDisabled();
  });

  test("downloads the template as faculty_template.csv with the spec's columns first and one sample row", async ({
    page,
  }) => {
    await openFaculty(page);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "CSV Template" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("faculty_template.csv");
    const text = await (
      await download.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString("utf8"));
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    // The spec's columns in order, then the optional ones the NMC list needs (AEBAS ID, leadership role…).
    expect(lines[0]).toBe([...FACULTY_CSV_COLUMNS, ...FACULTY_CSV_OPTIONAL_COLUMNS].join(","));
    expect(lines[1]).toContain(FACULTY_CSV_SAMPLE_ROW[0]);
    expect(lines[1]).toContain("2019-07-15");
  });
});
