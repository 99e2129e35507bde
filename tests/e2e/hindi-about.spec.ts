import { expect, test, type Page } from "@playwright/test";
import { hi } from "../../app/site/i18n/messages.hi";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { directoryServerUrl, expectNoAxeViolations } from "./support/fixtures";

// Issue 24: the about pages, departments, rules, gallery, media centre, privacy and the withdraw and
// unsubscribe pages in Hindi at /hi/…, read on a phone. Each page is loaded once.
test.use({ viewport: { width: 390, height: 844 } });

// Read-only journeys (no test changes data): they run side by side on the workers.
test.describe.configure({ mode: "parallel" });

test.beforeEach(async ({ page, baseURL }) => closeAdmissionPopupForSession(page, baseURL));

/** A translated Hindi page: `<html lang="hi">`, its body not marked English, no "not yet translated" note. */
async function expectHindiPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator("#main-content")).not.toHaveAttribute("lang", "en");
  await expect(page.getByText(hi["shell.notTranslated"])).toHaveCount(0);
}

/** The page's breadcrumb back to its section, in Hindi. */
const breadcrumb = (page: Page, name: string) =>
  page.getByRole("navigation", { name: /./ }).getByRole("link", { name, exact: true }).first();

test("the about pages whose text staff edit have Hindi breadcrumbs, headings and labels", async ({
  page,
}) => {
  for (const path of [
    "/hi/about/whoweare",
    "/hi/about/mission-vision",
    "/hi/about/academic-facilities",
    "/hi/academics/college-rules-regulations",
  ]) {
    await page.goto(path);
    await expectHindiPage(page);
    await expect(breadcrumb(page, path.includes("academics") ? "शिक्षा" : "हमारे बारे में")).toHaveAttribute(
      "href",
      path.includes("academics") ? "/hi/academics" : "/hi/about",
    );
  }
  await expect(page.getByRole("region", { name: "कॉलेज के नियम" })).toBeVisible();

  await page.goto("/hi/about/college-committees");
  await expectHindiPage(page);
  const committees = page.getByRole("list", { name: "कॉलेज की समितियाँ" });
  await expect(committees).toBeVisible();
  await expect(committees).not.toContainText(/Open PDF|Document not yet published/);

  await page.goto("/hi/about/citizen-character");
  await expectHindiPage(page);
  await expect(page.getByRole("heading", { level: 2, name: "नागरिक चार्टर दस्तावेज़ के रूप में" })).toBeVisible();
  await expect(page.getByRole("list", { name: "नागरिक चार्टर के दस्तावेज़" })).toBeVisible();
});

test("the four leaders' messages and the two universities have Hindi interface text", async ({ page }) => {
  for (const path of [
    "/hi/about/director-message",
    "/hi/about/managing-director",
    "/hi/about/principal",
    "/hi/about/medical-superintendent",
  ]) {
    await page.goto(path);
    await expectHindiPage(page);
    await expect(page.getByRole("heading", { level: 2, name: "संदेश" })).toBeAttached();
    await expect(page.getByRole("complementary", { name: "हस्ताक्षरकर्ता" })).toBeVisible();
    await expect(page.getByRole("img", { name: /का चित्र$/ })).toBeVisible();
  }
  for (const path of ["/hi/about/about-university-buhs", "/hi/about/about-university-aktu"]) {
    await page.goto(path);
    await expectHindiPage(page);
    await expect(breadcrumb(page, "हमारे बारे में")).toHaveAttribute("href", "/hi/about");
    await expect(page.locator("main")).not.toContainText(/Objectives|University officers|Address:/);
  }
  await expect(
    page.getByRole("heading", { level: 2, name: /उद्देश्य|विश्वविद्यालय के अधिकारी/ }).first(),
  ).toBeVisible();
});

test("affiliation, permission and departments in Hindi, the departments page axe clean", async ({ page }) => {
  await page.goto("/hi/about/affiliation");
  await expectHindiPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "संबद्धता" })).toBeVisible();
  await expect(page.getByRole("list", { name: "शैक्षणिक वर्ष के अनुसार संबद्धता पत्र" })).toBeVisible();

  await page.goto("/hi/about/permission");
  await expectHindiPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "अनुमति और मान्यता" })).toBeVisible();
  await expect(page).toHaveTitle(/अनुमति और मान्यता/);

  await page.goto("/hi/academics/departments");
  await expectHindiPage(page);
  await expect(page.getByRole("heading", { level: 2, name: "प्री-क्लिनिकल विभाग" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "क्लिनिकल विभाग", exact: true })).toBeVisible();
  const groups = page.getByRole("navigation", { name: "विभागों के समूह" });
  await expect(groups.getByRole("link")).toHaveCount(4);
  // A clinical department's OPD days in Hindi, its doctors' link on the Hindi site.
  const doctors = page.getByRole("link", { name: "डॉक्टर" }).first();
  await expect(doctors).toHaveAttribute("href", /^\/hi\/faculty\/faculty-doctors\?department=/);
  await expect(page.locator("main")).toContainText(/(सोम|मंगल|बुध|गुरु|शुक्र|शनि)[^]*(सुबह|दोपहर)/);
  await expect(page.locator("main")).not.toContainText(/Preclinical departments|Doctors/);
  await expectNoAxeViolations(page);
});

test("the privacy notice, the withdraw page and the unsubscribe page in Hindi, the privacy notice axe clean", async ({
  page,
}) => {
  await page.goto("/hi/privacy");
  await expectHindiPage(page);
  await expect(
    page.getByRole("heading", { level: 2, name: "हर फ़ॉर्म क्या जानकारी लेता है, और कितने समय तक रखता है" }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 3, name: "प्रवेश पूछताछ (/admission/admission-enquiry)" }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 3, name: "ओपीडी अपॉइंटमेंट (/hospitals/appointment)" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "किससे संपर्क करें" })).toBeVisible();
  await expect(page.locator("main")).toContainText(
    /कॉलेज ने रखने की अवधि \S+ (वर्ष|महीने) तय की है: पूछताछ या संदेश बंद होने के बाद, या ओपीडी अपॉइंटमेंट के दिन के बाद।/,
  );
  await expectNoAxeViolations(page);

  // Without a token: the Hindi refusal, and the privacy notice's link on the Hindi site.
  await page.goto("/hi/privacy/withdraw");
  await expectHindiPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "अपनी सहमति वापस लें" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("सहमति वापसी का यह लिंक मान्य नहीं है");
  await expect(page.getByRole("link", { name: "गोपनीयता सूचना" }).first()).toHaveAttribute(
    "href",
    "/hi/privacy",
  );

  const response = await page.goto("/hi/admission/counselling-updates/unsubscribe");
  expect(response?.status()).toBe(404);
  await expectHindiPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "काउंसलिंग राउंड की सूचनाएँ" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "यह लिंक मान्य नहीं है" })).toBeVisible();
  await expect(page.getByRole("link", { name: "काउंसलिंग राउंड और आवेदन कैसे करें" })).toHaveAttribute(
    "href",
    "/hi/admission/mbbs",
  );
});

test.describe("photo grids", () => {
  // The sample albums, on the server no back-office test changes (as site-shell-photos.spec.ts).
  test.use({ baseURL: directoryServerUrl() });

  test("the Hindi gallery's Load More adds photos in place and stays under /hi; the media centre is Hindi", async ({
    page,
  }) => {
    await page.goto("/hi/gallery", { waitUntil: "networkidle" });
    await expectHindiPage(page);
    await expect(page.getByRole("heading", { level: 1, name: "फ़ोटो गैलरी" })).toBeVisible();
    const photos = page.getByTestId("photo-grid").getByRole("button");
    const shown = await photos.count();
    await expect(page.getByRole("status").filter({ hasText: "तस्वीरें दिखाई जा रही हैं" })).toContainText(
      `में से ${shown} तस्वीरें`,
    );
    await page.getByRole("link", { name: "और देखें" }).click();
    await expect(photos).toHaveCount(shown * 2);
    await expect(page).toHaveURL(new RegExp(`/hi/gallery\\?show=${shown * 2}$`));
    await expect(page.getByRole("status").filter({ hasText: "तस्वीरें दिखाई जा रही हैं" })).toContainText(
      `में से ${shown * 2} तस्वीरें`,
    );
    // The full-screen view names its buttons and the photo in Hindi.
    await photos.nth(1).click();
    const lightbox = page.getByRole("dialog", { name: new RegExp(`^तस्वीर 2 / ${shown * 2}: `) });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole("button", { name: "बंद करें" })).toBeFocused();
    await expect(lightbox.getByRole("button", { name: "अगली तस्वीर" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto("/hi/about/media-center");
    await expectHindiPage(page);
    await expect(page.getByRole("heading", { level: 1, name: "मीडिया केंद्र" })).toBeVisible();
    await expect(page.getByRole("region", { name: "समाचार की कतरनें" })).toContainText("समाचार दिखाए जा रहे हैं");
  });
});
