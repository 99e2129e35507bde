import { expect, test } from "@playwright/test";
import { signInAsColleague } from "./accounts-support";
import { withoutPopup } from "./content-support";
import { uniqueTag } from "./staff-helpers";
import { expectNoAxeViolations } from "./support/fixtures";

test("an editor publishes a notice and visitors see it on the home page and at its own address", async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const title = `Hostel allotment list ${tag}`;
  await signInAsColleague(page, "editor", tag);
  await page.goto("/dashboard/notices");
  await expect(page.getByRole("heading", { name: "Notices", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Add Notice" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Notice" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Category").selectOption("general");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog
    .getByLabel("Body")
    .fill(
      `The list is out.\n\nSee <script>window.__hacked = true</script> and [this link](javascript:window.__hacked=true) and [the hostel page](/about/academic-facilities).`,
    );
  // Attach a published document (a sample one), found by searching its title.
  await expect(dialog.getByText("No document attached.")).toBeVisible();
  await dialog.getByLabel("Find a published document").fill("Academic Calendar");
  await dialog.getByRole("button", { name: "Attach Academic Calendar 2025-26" }).click();
  await expect(dialog.getByText("Attached: Academic Calendar 2025-26")).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Add Notice" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Published");
  const preview = row.getByRole("link", { name: /^Preview/ });
  const address = (await preview.getAttribute("href"))!.replace(/\?preview$/, "");
  expect(address).toBe(`/notices/hostel-allotment-list-${tag}`);

  // A new visitor (no staff session), within seconds.
  const visitor = await browser.newContext();
  await withoutPopup(visitor, baseURL!);
  const home = await visitor.newPage();
  await home.goto("/");
  const board = home.getByRole("region", { name: "Notice Board" });
  const onBoard = board.locator("li:not([aria-hidden])");
  await expect(onBoard.getByRole("link", { name: title, exact: true })).toBeVisible();
  const boardPdf = onBoard.getByRole("link", { name: `PDF of ${title}` });
  await expect(boardPdf).toHaveAttribute("href", /^\/documents\/file\/[0-9a-f-]{36}\.pdf$/);
  const pdfHref = (await boardPdf.getAttribute("href"))!;

  await home.goto(address);
  await expect(home.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(home).toHaveTitle(new RegExp(title));
  await expect(home.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${address}$`));
  const article = home.getByRole("article");
  // The script tag is shown as text, never run; the javascript: link is not a link.
  await expect(article).toContainText("<script>window.__hacked = true</script>");
  expect(await home.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined();
  await expect(article.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(article.getByRole("link", { name: "the hostel page" })).toHaveAttribute(
    "href",
    "/about/academic-facilities",
  );
  const pdf = article.getByRole("link", { name: "Download the notice (PDF)" });
  await expect(pdf).toHaveAttribute("href", pdfHref);
  const file = await home.request.get(pdfHref);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  await expectNoAxeViolations(home);

  await home.goto("/notices?category=general");
  await expect(home.getByRole("link", { name: title, exact: true })).toBeVisible();
  await expect(home.getByRole("link", { name: `Download the notice (PDF) ${title}` })).toHaveAttribute(
    "href",
    pdfHref,
  );
  await expectNoAxeViolations(home);
  const sitemap = await home.request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain(address);

  // The editor removes the attachment: the notice's page no longer offers the PDF.
  await row.getByRole("button", { name: /^Edit/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit Notice" });
  await expect(edit.getByText("Attached: Academic Calendar 2025-26")).toBeVisible();
  await edit.getByRole("button", { name: "Remove attachment" }).click();
  await expect(edit.getByText("No document attached.")).toBeVisible();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await home.goto(address);
  await expect(home.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(home.getByRole("link", { name: "Download the notice (PDF)" })).toHaveCount(0);
  await visitor.close();
});

test("a draft is visible to staff as a preview only", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  const title = `Draft circular ${tag}`;
  await signInAsColleague(page, "editor", tag);
  const created = await page.request.post("/api/notices", {
    data: { title, body: "Not yet.", category: "academic", status: "draft" },
    headers: { "X-XSRF-TOKEN": (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")!.value },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()).data as { slug: string };
  await page.goto(`/notices/${slug}?preview`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Preview");

  const visitor = await browser.newContext();
  await withoutPopup(visitor, baseURL!);
  const response = await (await visitor.newPage()).goto(`/notices/${slug}?preview`);
  expect(response!.status()).toBe(404);
  await visitor.close();
});
