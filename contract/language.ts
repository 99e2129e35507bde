/** The public site's languages (issue 24): English at the bare address, Hindi under /hi (ADR 029). */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

/** `<html lang>` of each language (English as written in India). */
export const HTML_LANG: Record<Language, string> = { en: "en-IN", hi: "hi" };

/** Dates, times and numbers the Indian way in each language (Intl locale). */
export const DATE_LOCALE: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/** Where the Hindi site is mounted: the same pages, addresses prefixed. */
export const HINDI_BASE = "/hi";

/** Each language's name in its own language (the switch labels each link so). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

/** The visitor's chosen language, for addresses opened without a prefix (a year; not sent to other sites). */
export const LANGUAGE_COOKIE = "site-language";

/**
 * The request header public pages' fonts depend on (which platform draws Devanagari itself, app/site/
 * devanagari-preload.tsx): every public page names it in `Vary`.
 */
export const PLATFORM_HINT = "Sec-CH-UA-Platform";

/** The back-office and the API stay English: `/hi/login` is no Hindi page. */
const NOT_LOCALIZED = /^\/(api|dashboard|login|media|assets)(\/|$)/;

/** The language of a public address: Hindi under /hi (not the back-office's), English otherwise. */
export function languageOfPath(pathname: string): Language {
  if (pathname !== HINDI_BASE && !pathname.startsWith(`${HINDI_BASE}/`)) return "en";
  return NOT_LOCALIZED.test(pathname.slice(HINDI_BASE.length)) ? "en" : "hi";
}

/** A page's address without its language prefix (`/hi/admission` → `/admission`, `/hi` → `/`). */
export function sitePathOf(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(HINDI_BASE.length) || "/";
}

/** A page's address in a language (`/admission` in Hindi → `/hi/admission`). */
export function pathInLanguage(sitePath: string, language: Language): string {
  if (language === "en") return sitePath;
  return sitePath === "/" ? HINDI_BASE : `${HINDI_BASE}${sitePath}`;
}

/** The switch's English link carries `?lang=en`: the server remembers the choice and goes to the clean address. */
export const CHOOSE_ENGLISH = "lang";
export const englishChoiceHref = (sitePath: string, search = "") =>
  `${sitePath}${search ? `${search}&` : "?"}${CHOOSE_ENGLISH}=en`;
