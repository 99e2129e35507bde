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

test("pages fetch their Devanagari faces from the head: the switch's word on every page, the text's two on Hindi pages", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL!, { javaScript: true, width: 390 });
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  const preloads = page.locator('head link[rel="preload"][as="font"][type="font/woff2"][crossorigin]');
  const preloaded = () => preloads.evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  const switchFace = expect.stringMatching(/^\/assets\/hindi-switch-700-[\w-]+\.woff2$/);

  // Without them in the head, a computer with no Devanagari font of its own drew the switch's "हिन्दी" and its
  // first Hindi page as empty boxes: `font-display: optional` uses only a face that is there at the first paint.
  // An English page draws only the switch's word in Devanagari, from its own 2.4 KB face.
  await page.goto("/academics/ug-fee-structure", { waitUntil: "networkidle" });
  const english = await preloaded();
  expect(english).toEqual([switchFace]);
  expect(fonts).toEqual(english);

  fonts.length = 0;
  await page.goto("/hi/academics/ug-fee-structure", { waitUntil: "networkidle" });
  const hindi = await preloaded();
  expect(hindi).toEqual([
    switchFace,
    expect.stringMatching(/^\/assets\/noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/noto-sans-devanagari-devanagari-700-normal-[\w-]+\.woff2$/),
  ]);
  // The files the style sheet's faces name, nothing else (the switch's face is already in the cache).
  expect(fonts.every((font) => hindi.includes(font))).toBe(true);
  await context.close();
});

test("a phone's Hindi header names the college in three short lines, the English header as it was", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL!, { javaScript: true, width: 390 });
  const home = (name: RegExp) => page.locator("header").getByRole("link", { name });
  const height = async (name: RegExp) => (await home(name).boundingBox())!.height;
  const headerHeight = async () => (await page.locator("header").boundingBox())!.height;

  await page.goto("/");
  const english = home(/^Ganga Valley Institute of Medical Sciences & Hospital \(home page\)$/);
  await expect(english).toBeVisible();
  const englishHeader = await headerHeight();

  // Beside "English" and "लॉग इन" the full name took six lines (120 px): the short name and what the college is,
  // three lines in all, under the height of three of the full name's lines (20 px each).
  await page.goto("/hi/");
  await expect(home(/^GVIMS मेडिकल कॉलेज एवं अस्पताल \(मुखपृष्ठ\)$/)).toBeVisible();
  expect(await height(/^GVIMS/)).toBeLessThanOrEqual(60);
  expect(await headerHeight()).toBeLessThan(englishHeader);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // From 640 px the Hindi header has room for the full name (and the recognition line), as the English one.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(
    home(/^Ganga Valley Institute of Medical Sciences & Hospital बिहार .+ \(मुखपृष्ठ\)$/),
  ).toBeVisible();
  await expect(home(/^GVIMS/)).toHaveCount(0);
  await context.close();
});
