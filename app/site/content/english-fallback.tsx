import { useMemo } from "react";
import { useMatches } from "react-router";
import { useMessages } from "../i18n/messages";
import { isTranslated } from "../i18n/site-handle";

/**
 * Staff-edited text shown in English on a Hindi page for want of a Hindi value (issue 24). The collections'
 * page reads give each record in the page's language with `fallbacks`, the paths of the localized fields that
 * fell back (`title`, `figures.0.label`); Markdown fields come rendered with their blocks already marked
 * `lang="en"`. This finds those English texts in the page's loader data, so a shared component marks a text it
 * shows (`lang={englishIf(text)}`) without the page passing anything along.
 */

/** The English texts of the fallen-back fields of every record in some loader data. */
function fallbackTexts(data: unknown, found: Set<string>, depth = 0): Set<string> {
  if (depth > 8 || typeof data !== "object" || data === null) return found;
  if (Array.isArray(data)) {
    for (const item of data) fallbackTexts(item, found, depth + 1);
    return found;
  }
  const record = data as Record<string, unknown>;
  if (Array.isArray(record.fallbacks)) {
    for (const path of record.fallbacks) {
      const value = String(path)
        .split(".")
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | null)?.[key], record);
      if (typeof value === "string" && value) found.add(value);
    }
  }
  for (const value of Object.values(record)) fallbackTexts(value, found, depth + 1);
  return found;
}

/** The page's English fallback texts (none on an English page). */
function usePageFallbacks(): ReadonlySet<string> {
  const { language } = useMessages();
  const matches = useMatches();
  return useMemo(
    () =>
      language === "en"
        ? new Set<string>()
        : matches.reduce((found, match) => fallbackTexts(match.loaderData, found), new Set<string>()),
    [language, matches],
  );
}

/** `lang` for a staff-edited text: "en" when it is an English fallback on a Hindi page, else nothing. */
export function useEnglishFallback(): (text: string | null | undefined) => "en" | undefined {
  const fallbacks = usePageFallbacks();
  return (text) => (text && fallbacks.has(text) ? "en" : undefined);
}

/** A short note, on a Hindi page whose staff-edited text is partly shown in English, that it is not yet translated. */
export function EnglishFallbackNote({ className = "" }: { className?: string }) {
  const { t, language } = useMessages();
  const fallbacks = usePageFallbacks();
  const handles = useMatches().map((match) => match.handle);
  // A page not yet translated says so once, in the header (site-shell.tsx), for the whole of it.
  if (!fallbacks.size || !isTranslated(handles)) return null;
  return (
    <p lang={language} className={`text-sm ${className}`}>
      {t("content.englishFallback")}
    </p>
  );
}

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;

/**
 * `lang` for a staff-written text that has one value for both sites (a health camp's place): "en" on a Hindi
 * page when it is written in Latin letters without Devanagari, so a screen reader reads it as English.
 */
export function useWrittenLanguage(): (text: string | null | undefined) => "en" | undefined {
  const { language } = useMessages();
  return (text) =>
    language === "hi" && text && LATIN.test(text) && !DEVANAGARI.test(text) ? "en" : undefined;
}
