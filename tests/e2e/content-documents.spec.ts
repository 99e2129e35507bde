import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signInAsColleague } from "./accounts-support";
import { withoutPopup } from "./content-support";
import { uniqueTag } from "./staff-helpers";
import { emptyServerUrl, expectNoAxeViolations } from "./support/fixtures";

const samplePdf = () => readFileSync(path.resolve("public/documents/nmc/institution-information.pdf"));

// On the empty-database server: the sample server's NMC page is checked for its four sample PDFs.
test("an editor uploads a PDF under NMC disclosures and it is listed on that page", async ({
  page,
  browser,
}) => {
  const base = emptyServerUrl();
  const tag = uniqueTag();
  const title = `Fee regulation disclosure ${tag}`;
  await signInAsColleague(page, "editor", tag, base);
  await page.goto(`${base}/dashboard/documents`);
  await expect(page.getByRole("heading", { name: "Documents", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Upload Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Document" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Category").selectOption({ label: "NMC disclosures" });
  await dialog
    .getByLabel("PDF file")
    .setInputFiles({ name: "disclosure.pdf", mimeType: "application/pdf", buffer: samplePdf() });
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Published");
  await expectNoAxeViolations(page);

  // Not a PDF: refused with the server's message, nothing listed.
  await page.getByRole("button", { name: "Upload Document" }).click();
  await dialog.getByLabel("Title").fill(`Fake ${title}`);
  await dialog.getByLabel("PDF file").setInputFiles({
    name: "fake.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<html>not a pdf</html>"),
  });
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog.getByRole("alert").first()).toContainText("The file must be a PDF document");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const visitor = await browser.newContext({ baseURL: base });
  await withoutPopup(visitor, base);
  const reader = await visitor.newPage();
  await reader.goto("/student/information-as-per-nmc");
  const link = reader
    .getByRole("list", { name: "Disclosures as per the National Medical Commission" })
    .getByRole("link", { name: new RegExp(title) });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/documents\/file\/[0-9a-f-]{36}\.pdf$/);
  const file = await reader.request.get(href);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(reader.getByRole("link", { name: new RegExp(`Fake ${title}`) })).toHaveCount(0);
  await visitor.close();
});

test("a committee document whose title names no committee is said to be shown nowhere, before it is saved", async ({
  page,
}) => {
  await signInAsColleague(page, "editor", uniqueTag());
  await page.goto("/dashboard/documents");
  await page.getByRole("button", { name: "Upload Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Document" });
  await dialog.getByLabel("Category").selectOption({ label: "Committee documents" });
  await dialog.getByLabel("Title").fill("Hostel Mess Committee 2025-26");
  const nowhere = dialog.getByRole("status").filter({ hasText: "the document will be shown nowhere" });
  await expect(nowhere).toBeVisible();
  await expectNoAxeViolations(page);
  // A title that starts with a committee's name is that committee's PDF on /about/college-committees.
  await dialog.getByLabel("Title").fill("Anti Ragging Committee 2025-26");
  await expect(nowhere).toHaveCount(0);
  await dialog.getByLabel("Category").selectOption({ label: "NMC disclosures" });
  await dialog.getByLabel("Title").fill("Hostel Mess Committee 2025-26");
  await expect(nowhere).toHaveCount(0);
});
