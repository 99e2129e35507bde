/** The public site's languages (issue 24): English at the bare address, Hindi under /hi. */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

/** `<html lang>` of each language (English as written in India). */
export const HTML_LANG: Record<Language, string> = { en: "en-IN", hi: "hi" };

/** The language of a public address: Hindi under /hi, English otherwise. */
export const languageOfPath = (pathname: string): Language =>
  pathname === "/hi" || pathname.startsWith("/hi/") ? "hi" : "en";
