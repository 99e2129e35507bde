import { expect, test, type APIRequestContext, type Locator } from "@playwright/test";
import { expectNoAxeViolations } from "./support/fixtures";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { expectPdfLinks, openPage } from "./site-pages-support";

// Read-only journeys (no test changes data): they run side by side on the workers.
test.describe.configure({ mode: "parallel" });

test.beforeEach(async ({ page, baseURL }) => closeAdmissionPopupForSession(page, baseURL));

test("the About landing page gives the 720 beds and the 25-acre campus and links every About page", async ({
  page,
}) => {
  await openPage(page, "/about");
  await expect(page.getByRole("heading", { level: 1, name: "About the College" })).toBeVisible();
  await expect(page.getByText("720", { exact: true })).toBeVisible();
  await expect(page.getByText("25 acres", { exact: true })).toBeVisible();
  const pages = page.getByRole("navigation", { name: "About the College: pages" });
  for (const path of [
    "/about/whoweare",
    "/about/mission-vision",
    "/about/director-message",
    "/about/managing-director",
    "/about/principal",
    "/about/medical-superintendent",
    "/about/about-university-buhs",
    "/about/about-university-aktu",
    "/about/affiliation",
    "/about/permission",
    "/about/academic-facilities",
    "/about/college-committees",
    "/about/citizen-character",
    "/about/media-center",
  ])
    await expect(pages.locator(`a[href="${path}"]`)).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("Who We Are, Mission & Vision and the Citizen Charter render their content", async ({ page }) => {
  await openPage(page, "/about/whoweare");
  await expect(page.getByRole("heading", { level: 1, name: "Who We Are" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our story" })).toBeVisible();

  await openPage(page, "/about/mission-vision");
  await expect(page.getByRole("heading", { level: 1, name: "Mission & Vision" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();

  await openPage(page, "/about/citizen-character");
  await expect(page.getByRole("heading", { level: 1, name: "Citizen Charter" })).toBeVisible();
  for (const heading of ["Your rights as a patient", "Your responsibilities", "Grievance redressal"])
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await expect(page.getByText(/Monday to Saturday, 09:00 am to 05:00 pm; closed on Sunday/)).toBeVisible();
});

test("each leader's message has its title, signatory, phones, e-mail and portrait", async ({ page }) => {
  const leaders = [
    ["/about/director-message", "Director's Message", "Director"],
    ["/about/managing-director", "Managing Director's Message", "Managing Director"],
    ["/about/principal", "Principal's Message", "Principal"],
    ["/about/medical-superintendent", "Medical Superintendent's Message", "Medical Superintendent"],
  ] as const;
  for (const [path, title, designation] of leaders) {
    await openPage(page, path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const signatory = page.getByRole("complementary", { name: "Signatory" });
    await expect(signatory.getByText(designation, { exact: true })).toBeVisible();
    await expect(signatory.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(signatory.locator('a[href^="mailto:"]')).toHaveCount(1);
    const portrait = signatory.getByRole("img", { name: /^Portrait of / });
    await expect(portrait).toBeVisible();
    expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
  }
  // The medical superintendent's text gives the 975-bed reading (spec §9).
  await expect(page.getByText(/975-bed/)).toBeVisible();
});

test("both university pages show a description, objectives and three officer cards with phone and e-mail", async ({
  page,
}) => {
  for (const path of ["/about/about-university-buhs", "/about/about-university-aktu"]) {
    await openPage(page, path);
    await expect(page.getByRole("heading", { level: 1, name: /About the University/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Objectives" })).toBeVisible();
    const officers = page.getByRole("main").getByRole("article");
    await expect(officers).toHaveCount(3);
    for (const [index, office] of ["Chancellor", "Vice-Chancellor", "Registrar"].entries()) {
      const card = officers.nth(index);
      await expect(card.getByText(office, { exact: true })).toBeVisible();
      await expect(card.locator('a[href^="tel:"]').first()).toBeVisible();
      await expect(card.locator('a[href^="mailto:"]')).toHaveCount(1);
    }
  }
  await expectNoAxeViolations(page);
});

test("Affiliation lists one PDF per year 2019-20 to 2023-24 and Permissions lists the five letters", async ({
  page,
  request,
}) => {
  await openPage(page, "/about/affiliation");
  await expect(page.getByRole("heading", { level: 1, name: "Affiliation" })).toBeVisible();
  const affiliation = page
    .getByRole("list", { name: "Affiliation letters by academic year" })
    .getByRole("link");
  await expectPdfLinks(request, affiliation, 5);
  for (const [index, year] of ["2019-20", "2020-21", "2021-22", "2022-23", "2023-24"].entries())
    await expect(affiliation.nth(index)).toContainText(year);

  await openPage(page, "/about/permission");
  await expect(page.getByRole("heading", { level: 1, name: "Permissions & Recognition" })).toBeVisible();
  const letters = page.getByRole("list", { name: "Letters of permission and renewals" }).getByRole("link");
  const hrefs = await expectPdfLinks(request, letters, 5);
  expect(new Set(hrefs).size).toBe(5);
  await expect(letters.nth(0)).toContainText("Letter of Permission 2019-20");
  for (const [index, label] of [
    "1st Renewal 2020-21",
    "2nd Renewal 2021-22",
    "3rd Renewal 2022-23",
    "4th Renewal 2023-24",
  ].entries())
    await expect(letters.nth(index + 1)).toContainText(label);
});

test("Academic Facilities shows the ten facilities with images and the library, lecture theatre and dissection hall figures", async ({
  page,
}) => {
  await openPage(page, "/about/academic-facilities");
  await expect(page.getByRole("heading", { level: 1, name: "Academic Facilities" })).toBeVisible();
  const titles = [
    "Library",
    "Computer Lab",
    "Lecture Theatres",
    "Common Rooms",
    "Demonstration Rooms",
    "Laboratories",
    "Skills Lab",
    "Virology Lab BSL 2",
    "Medical Education Unit",
    "Dissection Hall",
  ];
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(titles);
  await expect(page.locator("main li img")).toHaveCount(10);
  await expect(
    page.getByText(
      /150 students plus 50 staff, 40 computers.*3000\+ books.*15 Indian and 6 foreign journals/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/Two lecture theatres of 200 seats/)).toBeVisible();
  await expect(page.getByText(/5000 sq ft/)).toBeVisible();
});

/** The title of the document a link's public address (/documents/file/{id}.pdf) belongs to. */
async function documentTitle(request: APIRequestContext, link: Locator) {
  const href = (await link.getAttribute("href"))!;
  const id = /^\/documents\/file\/([0-9a-f-]{36})\.pdf$/.exec(href)![1];
  return (await (await request.get(`/api/documents/${id}`)).json()).data.title as string;
}

test.describe("College Committees", () => {
  const order = [
    "Scientific Committee",
    "Medical Education Unit",
    "Anti Ragging Committee",
    "Ethics Committee",
    "Pharmacovigilance Committee",
    "College Council",
    "Conflict of Interest Committee",
    "TB Centre Core Committee",
    "Sexual Harassment Committee",
    "Gender Harassment Committee",
    "Student Welfare Committee",
    "Skill Lab Committee",
    "Infection Control Committee",
    "Disciplinary Committee",
    "Sports Gymnasium Committee",
    "House Allotment Committee",
  ];

  test("shows the 16 tiles in the spec's order", async ({ page }) => {
    await openPage(page, "/about/college-committees");
    await expect(page.getByRole("heading", { level: 1, name: "College Committees" })).toBeVisible();
    const tiles = page.getByRole("list", { name: "College committees" }).getByRole("listitem");
    await expect(tiles).toHaveCount(16);
    for (const [index, title] of order.entries()) await expect(tiles.nth(index)).toContainText(title);
    await expectNoAxeViolations(page);
  });

  test("a committee without a PDF says so in an alert, by click and by keyboard", async ({ page }) => {
    await openPage(page, "/about/college-committees");
    const messages: string[] = [];
    page.on("dialog", async (dialog) => {
      expect(dialog.type()).toBe("alert");
      messages.push(dialog.message());
      await dialog.accept();
    });
    await page.getByRole("button", { name: /Conflict of Interest Committee/ }).click();
    await expect
      .poll(() => messages)
      .toEqual(["PDF for Conflict of Interest Committee is not available yet."]);

    await page.getByRole("button", { name: /Sports Gymnasium Committee/ }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: /House Allotment Committee/ }).focus();
    await page.keyboard.press(" ");
    await expect
      .poll(() => messages)
      .toEqual([
        "PDF for Conflict of Interest Committee is not available yet.",
        "PDF for Sports Gymnasium Committee is not available yet.",
        "PDF for House Allotment Committee is not available yet.",
      ]);
  });

  test("a committee with a PDF opens it in a new tab, by click on its title and by Space", async ({
    page,
    context,
    request,
  }) => {
    await openPage(page, "/about/college-committees");
    const ethics = page.getByRole("link", { name: /Ethics Committee/ });
    const [byClick] = await Promise.all([
      context.waitForEvent("page"),
      ethics.getByText("Ethics Committee").click(),
    ]);
    await expect.poll(() => byClick.url()).toMatch(/\.pdf$/);
    // Each tile links to its committee's document (sample data: the placeholder PDFs).
    expect(await documentTitle(request, ethics)).toBe("Ethics Committee");
    await byClick.close();

    const council = page.getByRole("link", { name: /College Council/ });
    await council.focus();
    const [bySpace] = await Promise.all([context.waitForEvent("page"), page.keyboard.press(" ")]);
    await expect.poll(() => bySpace.url()).toMatch(/\.pdf$/);
    expect(await documentTitle(request, council)).toBe("College Council");
    await bySpace.close();

    // Every committee link leads to a PDF the server serves; 13 of the 16 have one.
    await expectPdfLinks(request, page.locator('main a[href^="/documents/file/"]'), 13);
  });
});
