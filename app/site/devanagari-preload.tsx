import regular from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import { PLATFORM_HINT } from "../../contract/language";
import switchFace from "./fonts/hindi-switch-700.woff2?url";

/**
 * Platforms that ship a Devanagari font (Android's Noto Sans Devanagari, Windows' Nirmala UI, Apple's Kohinoor,
 * ChromeOS's Noto), as Chromium names them in `Sec-CH-UA-Platform`, a hint it sends with every request.
 */
const PLATFORMS_WITH_DEVANAGARI = new Set(["Android", "Windows", "macOS", "iOS", "Chrome OS"]);

/** True where the browser says its platform draws Devanagari itself; unknown (other browsers, Linux): false. */
export function platformDrawsDevanagari(headers: Headers): boolean {
  const platform = headers.get(PLATFORM_HINT)?.replace(/^"|"$/g, "");
  return platform !== undefined && PLATFORMS_WITH_DEVANAGARI.has(platform);
}

const fontLink = (href: string) => (
  <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
);

/**
 * The Devanagari a page draws before any script, named in its head so that a computer without a Devanagari
 * font of its own has it at the first paint, where `font-display: optional` (app/app.css) uses it: found only
 * once the text is laid out it came too late, and such a computer drew the text as empty boxes. Every public
 * page: the language switch's "हिन्दी" (2.4 KB). Hindi pages: the one self-hosted face (51 KB). A platform
 * with its own Devanagari font gets neither: on a phone on a slow network the 51 KB cost Hindi pages 0.4 s of
 * their largest paint (ADR 029), and its own font draws the text anyway.
 */
export function DevanagariPreload({ hindi, drawnByPlatform }: { hindi: boolean; drawnByPlatform: boolean }) {
  if (drawnByPlatform) return null;
  return hindi ? [fontLink(switchFace), fontLink(regular)] : fontLink(switchFace);
}
