import { useMessages } from "../i18n/messages";
import { formatDate } from "./format-date";

/** The newest change of what a page shows (India date), as the Indian government web guidelines ask of every page. */
export function LastUpdated({ at }: { at: string | null | undefined }) {
  const { t, language } = useMessages();
  if (!at) return null;
  return (
    <p className="text-sm text-slate-600">
      {t("applicants.lastUpdated")} <time dateTime={at}>{formatDate(at, language)}</time>
    </p>
  );
}

/** The newest of the dates (ISO strings), or null. */
export const newest = (dates: readonly (string | null | undefined)[]) =>
  dates.reduce<string | null>((latest, date) => (date && (!latest || date > latest) ? date : latest), null);
