import { expect, test, type Page } from "@playwright/test";
import { opdToday } from "../../contract/opd";
import { formatOpdDate } from "../../app/site/opd/opd-format";
import { messagesOf } from "../../app/site/i18n/messages";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { expectNoAxeViolations } from "./support/fixtures";

// Issue 24: the patients' pages in Hindi at /hi/…, read on a phone (issue 23's patients read on phones).
test.use({ viewport: { width: 390, height: 844 } });

// Read-only journeys (no test changes data): they run side by side on the workers.
test.describe.configure({ mode: "parallel" });

test.beforeEach(async ({ page, baseURL }) => closeAdmissionPopupForSession(page, baseURL));

const HINDI_WEEKDAYS = /सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार/;
/** A Hindi time of day, e.g. "सुबह 9:00" or "दोपहर 2:00". */
const HINDI_TIME = /(सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2}/;

/** The page is a translated Hindi page: `<html lang="hi">`, no "not yet translated" note, its links under /hi. */
async function expectHindiPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator("#main-content")).not.toHaveAttribute("lang", "en");
  await expect(page.getByText("इस पृष्ठ का हिन्दी अनुवाद अभी तैयार नहीं है")).toHaveCount(0);
  const hrefs = await page
    .locator("main a[href^='/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(3);
  // Files (PDFs, images) are the same in both languages; every page link stays on the Hindi site.
  expect(
    hrefs.filter((href) => !/^\/(media|documents|assets)\//.test(href) && !/^\/hi(\/|$|#|\?)/.test(href)),
  ).toEqual([]);
}

test("a Hindi reader on a phone sees today's OPD and the week's timetable with Hindi days, times and headings", async ({
  page,
}) => {
  await page.goto("/hi/hospitals/opd");
  await expectHindiPage(page);
  await expect(page).toHaveTitle(/.+/);
  const today = page.getByRole("region", { name: "आज की ओपीडी" });
  // Today in India, the Indian way in Hindi ("शनिवार, 28 नवंबर 2026"; app/site/opd/opd-format.test.ts).
  await expect(today).toContainText(formatOpdDate(opdToday(), "hi"));
  const { data } = await (await page.request.get("/api/opd-sessions/day")).json();
  if (!data.holiday && data.opdSessions.length > 0) {
    // Each department of today's sessions with its hours written in Hindi.
    await expect(
      today.getByRole("heading", { level: 3, name: data.opdSessions[0].department }),
    ).toBeVisible();
    await expect(today).toContainText(HINDI_TIME);
  } else {
    await expect(today).toContainText(
      /आज ओपीडी बंद है|आज केवल इमरजेंसी खुली है|रविवार को ओपीडी नहीं होती|आज के लिए कोई ओपीडी दर्ज नहीं है/,
    );
    await expect(today.getByRole("link", { name: "वहाँ कैसे पहुँचें" })).toHaveAttribute(
      "href",
      "/hi/hospitals/emergency",
    );
  }

  const week = page.getByRole("region", { name: "विभाग के अनुसार ओपीडी के दिन" });
  // The jump list names each department's days the short Hindi way ("सोम, बुध").
  const jump = week.getByRole("navigation", { name: "विभाग" }).getByRole("link", { name: /^Paediatrics \(/ });
  await expect(jump).toHaveText(/\((सोम|मंगल|बुध|गुरु|शुक्र|शनि)(, (सोम|मंगल|बुध|गुरु|शुक्र|शनि))*\)$/);
  const paediatrics = page.getByRole("region", { name: "Paediatrics" });
  await expect(paediatrics.getByRole("columnheader")).toHaveText(["दिन", "समय", "कमरा", "डॉक्टर"]);
  // On a phone each row is a card whose lines carry the Hindi column names.
  const firstRow = paediatrics.getByRole("row").nth(1);
  await expect(firstRow.getByRole("rowheader")).toHaveText(HINDI_WEEKDAYS);
  await expect(firstRow.locator('td[data-label="समय"]')).toHaveText(HINDI_TIME);
  // The sample sessions' note in Hindi (noteHi), in the page's language; the English note nowhere unmarked
  // (a session without a Hindi note would show the English one marked lang="en").
  const hindiNote = week.getByText("नए मरीज़ों का पंजीकरण दोपहर 12:00 बजे तक").first();
  await expect(hindiNote).toBeVisible();
  await expect(hindiNote).not.toHaveAttribute("lang", /.+/);
  await expect(
    page.locator("main :not([lang='en'])", { hasText: /^New patients registered until 12:00$/ }),
  ).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "मरीज़ों के लिए" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "ओपीडी के बारे में सवाल" })).toBeVisible();
  // No interface text left in English.
  await expect(page.locator("main")).not.toContainText(
    /Today’s OPD|OPD days by department|Duty doctors|Call the hospital/,
  );
  await expectNoAxeViolations(page);
});

test("the rate list on /hi has Hindi headings, column names and notes, with amounts the Indian way", async ({
  page,
}) => {
  await page.goto("/hi/hospitals/rates");
  await expectHindiPage(page);
  await expect(page).toHaveTitle(/^दरें और पंजीकरण \| /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /पंजीकरण काउंटर/);
  await expect(page.getByRole("heading", { level: 1, name: "दरें और पंजीकरण" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "दर सूची" })).toBeVisible();
  await expect(page.getByText(/^सभी राशि भारतीय रुपये में है।/)).toBeVisible();
  const registration = page.getByRole("region", { name: "पंजीकरण", exact: true });
  await expect(registration.getByRole("columnheader")).toHaveText(["सेवा", "राशि", "किसके लिए", "टिप्पणी"]);
  await expect(registration.locator('td[data-label="राशि"]').first()).toHaveText(
    /^(₹[\d,]+|मुफ़्त|काउंटर पर पूछें)$/,
  );
  const beds = page.getByRole("region", { name: "बेड का शुल्क (प्रति दिन)" });
  await expect(beds.getByRole("columnheader")).toHaveText(["सेवा", "वार्ड", "राशि", "किसके लिए", "टिप्पणी"]);
  await expect(beds).toContainText("जनरल वार्ड");
  await expect(page.locator("main")).not.toContainText(
    /Rate list|Ward category|Ask at the counter|Amounts in Indian rupees/,
  );
  await expectNoAxeViolations(page);
});

test("a hospital service page on /hi is in Hindi around the staff's text: the blood bank's stock and the help desk", async ({
  page,
}) => {
  await page.goto("/hi/hospitals/blood-bank");
  await expectHindiPage(page);
  const breadcrumb = page.getByRole("navigation", { name: messagesOf("hi").t("applicants.breadcrumb") });
  await expect(breadcrumb.getByRole("link", { name: "अस्पताल" })).toHaveAttribute("href", "/hi/hospitals");
  await expect(page.getByRole("region", { name: "अभी उपलब्ध खून" })).toBeVisible();
  await expect(page.getByRole("link", { name: "ओपीडी अपॉइंटमेंट का अनुरोध करें" })).toHaveAttribute(
    "href",
    "/hi/hospitals/appointment",
  );
  const patients = page.getByRole("navigation", { name: "मरीज़ों के लिए" });
  await expect(patients.getByText("ब्लड बैंक में खून की उपलब्धता")).toHaveAttribute("aria-current", "page");
  await expect(patients.getByRole("link", { name: "आज की ओपीडी और समय-सारणी" })).toHaveAttribute(
    "href",
    "/hi/hospitals/opd",
  );
  await expect(page.getByRole("complementary", { name: "अस्पताल सहायता केंद्र" })).toBeAttached();
  await expect(page.locator("main")).not.toContainText(
    /Blood available now|For patients|Ask for an OPD appointment/,
  );
});

test("the hospital section's cards on /hi/hospitals are in Hindi, each leading to its Hindi page", async ({
  page,
}) => {
  await page.goto("/hi/hospitals");
  await expectHindiPage(page);
  const cards = page.getByRole("navigation", { name: /: पृष्ठ$/ }).getByRole("link");
  await expect(cards).toHaveCount(13);
  await expect(cards.filter({ hasText: "ओपीडी क्लिनिक, सोमवार से शनिवार।" })).toHaveAttribute(
    "href",
    "/hi/hospitals/opd",
  );
  await expect(cards.filter({ hasText: "आयुष्मान भारत और बीमा" })).toHaveAttribute(
    "href",
    "/hi/hospitals/insurance",
  );
  for (const english of ["About the Hospital", "Departments and beds.", "Rates & Registration", "Pharmacy"])
    await expect(page.locator("main").getByText(english)).toHaveCount(0);
  // The sample health camp's place, written once in English for both sites: read as English.
  await expect(page.locator("main").getByText("Hospital OPD block, ground floor")).toHaveAttribute(
    "lang",
    "en",
  );
});
