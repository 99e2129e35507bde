import { expect, test } from "@playwright/test";
import { signInAsColleague } from "./accounts-support";
import { ADMISSION_POPUP_COOKIE } from "./site-shell-support";
import { uniqueTag } from "./staff-helpers";
import { emptyServerUrl, expectNoAxeViolations } from "./support/fixtures";

// The pop-up is one record for the whole site: this test changes it on the empty-database server, where no
// other test looks at the pop-up, so the sample server's pop-up tests are not disturbed.
test("an editor turns the admission pop-up off and a new visitor no longer gets it", async ({
  page,
  browser,
}) => {
  // Eleven fresh visitors and an editor's session: more than the default minute on a busy machine.
  test.setTimeout(300_000);
  const base = emptyServerUrl();
  const title = "Admissions open for 2025-26";
  const visit = async (path = "/about") => {
    const context = await browser.newContext({ baseURL: base });
    const visitor = await context.newPage();
    const response = await visitor.goto(path);
    const html = await response!.text();
    await expect(visitor.locator("h1").first()).toBeVisible();
    const shown = await visitor.getByRole("dialog", { name: title }).count();
    await context.close();
    return { inHtml: html.includes(title), shown };
  };
  expect(await visit()).toEqual({ inHtml: true, shown: 1 });
  // Not over a patient's, a complainant's or a privacy page, nor the page it points to.
  for (const path of ["/hospitals/appointment", "/hospitals/opd", "/safety/complaint", "/privacy/withdraw"])
    expect(await visit(path), path).toEqual({ inHtml: false, shown: 0 });

  await signInAsColleague(page, "editor", uniqueTag(), base);
  await page.goto(`${base}/dashboard/popup`);
  await expect(page.getByRole("heading", { name: "Admission Pop-up", level: 1 })).toBeVisible();
  const enabled = page.getByLabel("Show the pop-up");
  await expect(enabled).toBeChecked();
  await expectNoAxeViolations(page);
  try {
    await enabled.uncheck();
    await page.getByRole("button", { name: "Save pop-up" }).click();
    await expect(page.getByText("Pop-up saved")).toBeVisible();
    expect(await visit()).toEqual({ inHtml: false, shown: 0 });

    // Issue 11: the editor still previews it on the home page, even after closing it this session.
    await page.context().addCookies([{ name: ADMISSION_POPUP_COOKIE, value: "closed", url: base }]);
    const link = page.getByRole("link", { name: /^Preview on the home page/ });
    const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await expect(tab).toHaveURL(/\/\?preview=popup$/);
    const preview = tab.getByRole("dialog", { name: title });
    await expect(preview).toBeVisible();
    await expect(preview.getByRole("status")).toContainText("Preview");
    await expect(tab.locator("html")).toHaveAttribute("data-js", "");
    await expect(preview).toBeVisible();
    await expectNoAxeViolations(tab);
    await tab.close();
    // A visitor asking for the preview gets the site without it.
    const context = await browser.newContext({ baseURL: base });
    const stranger = await context.newPage();
    await stranger.goto("/?preview=popup");
    await expect(stranger.locator("h1").first()).toBeVisible();
    await expect(stranger.getByRole("dialog", { name: title })).toHaveCount(0);
    await context.close();
  } finally {
    await page.request.patch(`${base}/api/popup`, {
      data: { enabled: true },
      headers: {
        "X-XSRF-TOKEN": (await page.context().cookies(base)).find((c) => c.name === "XSRF-TOKEN")!.value,
      },
    });
  }
  expect(await visit()).toEqual({ inHtml: true, shown: 1 });
  // Not over a patient's, a complainant's or a privacy page, nor the page it points to.
  for (const path of ["/hospitals/appointment", "/hospitals/opd", "/safety/complaint", "/privacy/withdraw"])
    expect(await visit(path), path).toEqual({ inHtml: false, shown: 0 });
});

test("an editor types the pop-up's Hindi title beside the English; Hindi pages show it, an empty Hindi label in English marked lang=en", async ({
  page,
  browser,
}) => {
  const base = emptyServerUrl();
  await signInAsColleague(page, "editor", uniqueTag(), base);
  const before = (await (await page.request.get(`${base}/api/popup`)).json()).data;
  const hindiTitle = `स्पॉट राउंड के लिए प्रवेश ${uniqueTag()}`;
  const visit = async (path: string) => {
    const context = await browser.newContext({ baseURL: base });
    const visitor = await context.newPage();
    await visitor.goto(path);
    return { context, visitor };
  };
  try {
    await page.goto(`${base}/dashboard/popup`);
    await page.getByLabel("Show the pop-up").check();
    const titleHi = page.getByRole("textbox", { name: "Title (Hindi)" });
    await expect(titleHi).toHaveAttribute("lang", "hi");
    await titleHi.fill(hindiTitle);
    await page.getByRole("textbox", { name: "Secondary button label (Hindi)" }).fill("");
    await page.getByRole("button", { name: "Save pop-up" }).click();
    await expect(page.getByText("Pop-up saved")).toBeVisible();
    await expectNoAxeViolations(page);

    const hindi = await visit("/hi/about");
    const dialog = hindi.visitor.getByRole("dialog", { name: hindiTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: before.secondaryLabel })).toHaveCount(1);
    await expect(dialog.locator('[lang="en"]', { hasText: before.secondaryLabel })).toBeVisible();
    await expect(dialog.getByText("इस सूचना के कुछ अंश का हिन्दी अनुवाद")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "बंद करें" })).toBeVisible();
    await expectNoAxeViolations(hindi.visitor);
    await hindi.context.close();

    const english = await visit("/about");
    await expect(english.visitor.getByRole("dialog", { name: before.title })).toBeVisible();
    await expect(english.visitor.getByText(hindiTitle)).toHaveCount(0);
    await english.context.close();
  } finally {
    await page.request.patch(`${base}/api/popup`, {
      data: { titleHi: before.titleHi, secondaryLabelHi: before.secondaryLabelHi },
      headers: {
        "X-XSRF-TOKEN": (await page.context().cookies(base)).find((c) => c.name === "XSRF-TOKEN")!.value,
      },
    });
  }
});
