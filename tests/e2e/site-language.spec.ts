import { expect, test, type Browser } from "@playwright/test";
import { messagesOf } from "../../app/site/i18n/messages";
import { ADMISSION_POPUP_COOKIE } from "./site-shell-support";

// Issue 24 / ADR 029: the header's language switch keeps the page, the choice is remembered for bare addresses,
// and the Hindi pages' menus work without JavaScript. (Every page in both languages, its lang, canonical,
// hreflang pairs and switch links: site-crawl.spec.ts; the cookie's rules over HTTP: server/http/site-language.test.ts.)

test.describe.configure({ mode: "parallel" });

const hi = messagesOf("hi").t;

async function visitor(browser: Browser, baseURL: string, options: { javaScript: boolean; width: number }) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: options.javaScript,
    viewport: { width: options.width, height: 844 },
  });
  await context.addCookies([{ name: ADMISSION_POPUP_COOKIE, value: "closed", url: baseURL }]);
  return { context, page: await context.newPage() };
}

for (const javaScript of [true, false]) {
  test(`the switch goes to the same page in the other language and is remembered (JavaScript ${javaScript ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitor(browser, baseURL!, { javaScript, width: 390 });
    await page.goto("/academics/ug-fee-structure");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    const toHindi = page.getByRole("link", { name: "हिन्दी" });
    await expect(toHindi).toHaveAttribute("lang", "hi");
    await toHindi.click();
    await expect(page).toHaveURL(/\/hi\/academics\/ug-fee-structure$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    // On a phone only the other language's link shows; the page's own is marked current (shown from 640 px).
    await expect(page.locator('a[hreflang="hi"]')).toHaveAttribute("aria-current", "true");
    await expect(page.locator('a[hreflang="hi"]')).toBeHidden();

    // A bare address opened later: the Hindi page.
    await page.goto("/contact");
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");

    // Back to English: the same page, and English is remembered.
    const toEnglish = page.getByRole("link", { name: "English" });
    await expect(toEnglish).toHaveAttribute("lang", "en");
    await toEnglish.click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(new URL(page.url()).pathname).toBe("/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });
}

test("a Hindi page's phone drawer works without JavaScript and its links stay in Hindi", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL!, { javaScript: false, width: 390 });
  await page.goto("/hi/hospitals/opd");
  const drawer = page.getByRole("dialog", { name: hi("menu.drawer") });
  await expect(drawer).toBeHidden();
  await page.getByRole("button", { name: hi("menu.open") }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole("link", { name: hi("nav.bloodBank") }).click();
  await expect(page).toHaveURL(/\/hi\/hospitals\/blood-bank$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await context.close();
});

test("a Hindi page's desktop menu opens without JavaScript and leads to Hindi pages", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL!, { javaScript: false, width: 1280 });
  await page.goto("/hi/admission");
  const nav = page.getByRole("navigation", { name: hi("menu.main") });
  const fees = nav.getByRole("link", { name: hi("nav.pgFees") });
  await expect(fees).toBeHidden();
  await nav.getByRole("link", { name: hi("nav.academics"), exact: true }).hover();
  await expect(fees).toBeVisible();
  await fees.click();
  await expect(page).toHaveURL(/\/hi\/academics\/pg-fee-structure$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await context.close();
});

test("Devanagari is named in the head (the switch's \"हिन्दी\" on every page, the text's face on Hindi pages) and drawn in Noto Sans Devanagari, never as empty boxes", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL!, { javaScript: true, width: 390 });
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fetched.push(new URL(request.url()).pathname);
  });
  const preloads = page.locator('head link[rel="preload"][as="font"][type="font/woff2"][crossorigin]');
  const preloaded = () => preloads.evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  const switchFace = expect.stringMatching(/^\/assets\/hindi-switch-700-[\w-]+\.woff2$/);
  const textFace = expect.stringMatching(
    /^\/assets\/noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/,
  );
  /** The fonts the browser drew an element's text with (the device's own, or a face the page brought). */
  const fontsOf = async (selector: string) => {
    const cdp = await context.newCDPSession(page);
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    await cdp.send("CSS.enable");
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    await cdp.detach();
    return fonts.map((font) => font.familyName);
  };

  // Found only once the text was laid out, the faces came after the first paint, which font-display: optional
  // does not wait for: a computer without a Devanagari font of its own drew the switch's word on every English
  // page, and its first Hindi page, as empty boxes.
  await page.goto("/academics/ug-fee-structure", { waitUntil: "networkidle" });
  expect(await preloaded()).toEqual([switchFace]);
  expect(fetched).toEqual([switchFace]);
  expect(await fontsOf('header a[lang="hi"]')).toContain("Noto Sans Devanagari");

  await page.goto("/hi/academics/ug-fee-structure", { waitUntil: "networkidle" });
  expect(await preloaded()).toEqual([switchFace, textFace]);
  // The one text face, for bold text too, on a computer without its own font; nothing else.
  expect(fetched.every((font) => /hindi-switch-700|devanagari-400-normal/.test(font))).toBe(true);
  for (const selector of ["h1", "main p", 'a[href="/hi/safety"]'])
    expect(await fontsOf(selector), selector).toContain("Noto Sans Devanagari");
  await context.close();
});

test("a platform that draws Devanagari itself (Android, Windows, Apple) is sent no font to preload", async ({
  request,
}) => {
  const fontPreloads = async (path: string, platform?: string) => {
    const response = await request.get(path, {
      headers: platform ? { "Sec-CH-UA-Platform": `"${platform}"` } : {},
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(200);
    return (await response.text()).match(/<link rel="preload"[^>]*as="font"[^>]*>/g) ?? [];
  };
  // English first: a Hindi page remembers Hindi, and a bare address would then answer 303.
  for (const platform of ["Android", "Windows", "macOS", "iOS"])
    expect(await fontPreloads("/contact", platform), platform).toEqual([]);
  // Linux, or a browser that sends no hint: the faces, so that the text is never drawn as empty boxes.
  expect(await fontPreloads("/contact", "Linux")).toHaveLength(1);
  expect(await fontPreloads("/contact")).toHaveLength(1);
  for (const platform of ["Android", "Windows", "macOS", "iOS"])
    expect(await fontPreloads("/hi/hospitals/opd", platform), platform).toEqual([]);
  expect(await fontPreloads("/hi/hospitals/opd", "Linux")).toHaveLength(2);
  expect(await fontPreloads("/hi/hospitals/opd")).toHaveLength(2);
});

test("the footer speaks the page's language; the college's English name on a Hindi page is marked lang=en", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL!, { javaScript: false, width: 390 });
  await page.goto("/hi/contact");
  const footer = page.locator("footer");
  await expect(footer).toContainText("बिहार का 720 बिस्तरों वाला शिक्षण अस्पताल और मेडिकल कॉलेज।");
  await expect(footer).not.toContainText("A 720-bed teaching hospital");
  await expect(footer.locator('[lang="en"]', { hasText: "Ganga Valley Institute" })).toHaveCount(2);
  await page.goto("/contact?lang=en");
  await expect(footer).toContainText("A 720-bed teaching hospital and medical college in Bihar.");
  await expect(footer.locator('[lang="en"]', { hasText: "Ganga Valley Institute" })).toHaveCount(0);
  await context.close();
});

test("the Hindi contact page gives the office hours in Hindi, no English left unmarked in the sentence", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL!, { javaScript: false, width: 390 });
  await page.goto("/hi/contact");
  // The staff-edited office hours (site settings; a new installation's Hindi ones), in the page's own sentence.
  const hours = page.getByRole("main").locator("p", { hasText: "कार्यालय:" });
  await expect(hours).toHaveText(
    hi("forms.contact.hours", { hours: "सोमवार से शनिवार, सुबह 9:00 से शाम 5:00 बजे तक" }),
  );
  await expect(hours.locator('[lang="en"]')).toHaveCount(0);
  await expect(hours).not.toContainText(/[A-Za-z]/);
  await page.goto("/contact?lang=en");
  await expect(page.getByRole("main")).toContainText("Offices: Monday to Saturday, 9:00 am to 5:00 pm.");
  await context.close();
});

test("the phone lists are named in the page's language: the contact page and the emergency numbers", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL!, { javaScript: false, width: 390 });
  await page.goto("/hi/contact");
  const main = page.locator("main");
  for (const name of ["प्राचार्य कार्यालय", "आईटी कार्यालय", "एम्बुलेंस"])
    await expect(main.getByRole("heading", { level: 3, name, exact: true })).not.toHaveAttribute("lang");
  for (const name of ["Principal's office", "IT office", "Ambulance"])
    await expect(main.getByText(name, { exact: true })).toHaveCount(0);
  await page.goto("/hi/hospitals/emergency");
  await expect(page.getByRole("heading", { level: 3, name: "आपातकालीन सेवा (24x7)" })).toBeVisible();
  await page.goto("/contact?lang=en");
  await expect(main.getByRole("heading", { level: 3, name: "Ambulance", exact: true })).toBeVisible();
  await context.close();
});
