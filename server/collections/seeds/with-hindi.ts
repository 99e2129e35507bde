/** Hindi texts laid out as their seed record is: a string for a localized text, lists and sub-records alike. */
export type HindiTexts = {
  [field: string]: string | HindiTexts | readonly (HindiTexts | undefined)[] | undefined;
};

/**
 * A starting record with its Hindi (issue 24): each string of `hindi` turns the English text at the same place
 * into `{ en, hi }` (what a localized field stores); what `hindi` leaves out stays English only. The English
 * records stay as they were, so the scripts that read them (illustrations) are unchanged.
 */
export function withHindi<Record extends object>(english: Record, hindi: HindiTexts | undefined): Record {
  if (!hindi) return english;
  const out: { [field: string]: unknown } = { ...(english as object) };
  for (const [field, text] of Object.entries(hindi)) {
    const value = (english as { [field: string]: unknown })[field];
    if (typeof text === "string") {
      if (typeof value !== "string") throw new Error(`Hindi for ${field}, which has no English text`);
      out[field] = { en: value, hi: text };
    } else if (Array.isArray(text)) {
      if (!Array.isArray(value)) throw new Error(`Hindi for ${field}, which is no list`);
      out[field] = value.map((item: object, index) =>
        withHindi(item, (text as (HindiTexts | undefined)[])[index]),
      );
    } else if (text) {
      out[field] = withHindi(value as object, text as HindiTexts);
    }
  }
  return out as Record;
}
