import { expect, test, type Page } from "@playwright/test";
import { withoutPopup } from "./content-support";
import { expectNoAxeViolations } from "./support/fixtures";

// Issue 24: a parent who reads only Hindi goes, on a phone, from the home page to the fees, the admission steps
// and the enquiry form, every page at its /hi/… address and its interface text in Hindi. The fee pages' and the
// MBBS page's own texts (the starting records, the fee rows, the sample fee notices) are in Hindi too on a fresh
// install; other sample records (the notices on the home page) are still English, marked lang="en".

test.use({ viewport: { width: 390, height: 844 } });

/** The hero's note on a Hindi page showing some staff-edited text in English for want of its Hindi. */
const FALLBACK_NOTE = "इस पृष्ठ के कुछ अंश का हिन्दी अनुवाद अभी उपलब्ध नहीं है";

/** A page whose staff-edited texts all have their Hindi: nothing in its main content marked English, no note. */
async function expectNoEnglishFallbacks(page: Page) {
  expect(await page.locator("main [lang='en']").allTextContents()).toEqual([]);
  await expect(page.getByText(FALLBACK_NOTE)).toHaveCount(0);
}

/**
 * A translated Hindi page: `<html lang="hi">`, its body not marked English (only the staff's English texts are),
 * no "not yet translated" note.
 */
async function expectHindiPage(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator("#main-content")).not.toHaveAttribute("lang", /.+/);
  // Only the staff's texts still without a Hindi version are marked English (issue 24's fallback), never Hindi.
  const markedEnglish = await page.locator("#main-content [lang='en']").allTextContents();
  expect(markedEnglish.filter((text) => /[\u0900-\u097F]/.test(text))).toEqual([]);
  await expect(page.getByText("इस पृष्ठ का हिन्दी अनुवाद अभी तैयार नहीं है")).toHaveCount(0);
}

test("a Hindi reader goes from the home page to the fees, the MBBS admission steps and the enquiry form", async ({
  page,
  context,
  baseURL,
}) => {
  await withoutPopup(context, baseURL!);

  await page.goto("/hi/");
  await expectHindiPage(page, "/hi/");
  await expect(page.getByRole("link", { name: "अभी आवेदन करें" })).toHaveAttribute(
    "href",
    "/hi/admission/admission-enquiry",
  );
  await expect(page.getByRole("link", { name: "कॉलेज के बारे में और जानें" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "सूचना पट" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "हमारे पाठ्यक्रम" })).toBeAttached();
  // A figure's value is one text for both sites: "30 min" is read as English, "720" needs no language.
  await expect(page.getByText("30 min", { exact: true })).toHaveAttribute("lang", "en");
  await expect(page.getByRole("button", { name: "सूचनाएँ रोकें" })).toBeAttached();
  // The notice board's links stay on the Hindi site, its date tiles name the month in Hindi.
  const board = page.getByRole("region", { name: "सूचना पट" });
  await expect(board.getByRole("link", { name: "और देखें (सभी सूचनाएँ)" })).toHaveAttribute("href", "/hi/notices");
  await expect(board.locator("time").first()).toContainText(
    /जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर/,
  );
  await expectNoAxeViolations(page);

  // The footer's quick link to the UG fees.
  await page.getByRole("contentinfo").getByRole("link", { name: "स्नातक (UG) फ़ीस" }).click();
  await expectHindiPage(page, "/hi/academics/ug-fee-structure");
  await expectNoEnglishFallbacks(page);
  const breadcrumb = page.getByRole("navigation", { name: "आप यहाँ हैं" });
  await expect(breadcrumb.getByRole("link", { name: "मुखपृष्ठ" })).toHaveAttribute("href", /^\/hi\/?$/);
  await expect(breadcrumb.getByRole("link", { name: "शिक्षा" })).toHaveAttribute("href", "/hi/academics");
  await expect(page.getByRole("heading", { level: 2, name: "MBBS शुल्क" })).toBeVisible();
  const fees = page.getByRole("table", { name: /^MBBS शुल्क का विवरण, सत्र \d{4}-\d{2}$/ });
  for (const header of ["शुल्क", "राशि", "शर्तें"])
    await expect(fees.getByRole("columnheader", { name: header, exact: true })).toBeAttached();
  // On a phone each row is a card, its cells labelled with the Hindi column headers; rupees as ₹.
  await expect(fees.locator("td[data-label='राशि']").first()).toContainText(/^₹\d{1,2}(,\d{2})*,\d{3}/);
  await expect(page.getByRole("heading", { level: 2, name: "बैंक विवरण" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "ट्यूशन फीस का खाता" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "MBBS शुल्क संरचना 2025" })).toBeVisible();
  await expect(page.getByText("IFSC कोड").first()).toBeVisible();
  await expect(page.getByText(/^दिनांक \d{1,2} \S+ \d{4}$/).first()).toBeVisible();
  await expect(page.getByText(/^अंतिम बार अद्यतन:/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The footer's quick link to MBBS admission: the steps, from NEET to reporting at the college.
  await page.getByRole("contentinfo").getByRole("link", { name: "MBBS में प्रवेश" }).click();
  await expectHindiPage(page, "/hi/admission/mbbs");
  await expectNoEnglishFallbacks(page);
  await expect(page.getByRole("heading", { level: 2, name: "नीट (NEET) पात्रता" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "नीट (NEET) में न्यूनतम पर्सेंटाइल" })).toBeAttached();
  await expect(page.getByRole("heading", { level: 2, name: "काउंसलिंग के चरण" })).toBeVisible();
  await expect(page.getByText(/^MBBS पाठ्यक्रम में प्रवेश केवल .*\(NEET-UG\)/)).toBeVisible();
  await expect(page.getByText("प्रवेश केवल काउंसलिंग से")).toBeVisible();
  const steps = page.getByRole("list", { name: "MBBS में प्रवेश के लिए आवेदन कैसे करें" });
  await expect(steps.getByRole("listitem")).toHaveCount(5);
  await expect(steps.getByText("काउंसलिंग प्राधिकरण के पास पंजीकरण करें")).toBeVisible();
  await expect(steps.getByRole("link", { name: "UG शुल्क का विवरण" })).toHaveAttribute(
    "href",
    "/hi/academics/ug-fee-structure",
  );
  await expect(page.getByRole("heading", { level: 2, name: "प्रवेश के बारे में कोई सवाल है?" })).toBeVisible();

  // The enquiry form, still on the Hindi site.
  await page.getByRole("main").getByRole("link", { name: "प्रवेश पूछताछ", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/hi/admission/admission-enquiry");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
});

test("the PG fee page and the UG admission page's own texts are in Hindi on a fresh install too", async ({
  page,
  context,
  baseURL,
}) => {
  await withoutPopup(context, baseURL!);
  await page.goto("/hi/academics/pg-fee-structure");
  await expectHindiPage(page, "/hi/academics/pg-fee-structure");
  await expectNoEnglishFallbacks(page);
  await expect(page.getByRole("main").getByRole("link", { name: "PG (MD/MS) शुल्क संरचना 2025" })).toBeVisible();

  // The admission documents by their Hindi titles, without the course word (as in English).
  await page.goto("/hi/admission/ug-admission-2025");
  await expectHindiPage(page, "/hi/admission/ug-admission-2025");
  await expectNoEnglishFallbacks(page);
  for (const title of ["शुल्क संरचना 2025", "NRI प्रवेश मानदंड", "दस्तावेज़ जाँच सूची 2025"])
    await expect(page.getByRole("main").getByRole("link", { name: title })).toBeVisible();
});
