import { eq } from "drizzle-orm";
import type { z } from "zod";
import { popupInput, type Popup, type popupPatchInput, type PopupValues } from "../../contract/popup";
import type { Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db } from "../db/client";
import { parseInput } from "../lib/validate";
import type { Services } from "../module";
import { CONTENT_CACHE_MS, createTtlCache } from "../lib/ttl-cache";
import { popup, type PopupRow } from "./popup.schema";

const POPUP_ID = "admission";

/** What a new installation shows until staff change it (the spec's pop-up, §2.12), with its Hindi (issue 24). */
export const DEFAULT_POPUP: PopupValues = {
  enabled: true,
  title: "Admissions open for 2025-26",
  titleHi: "सत्र 2025-26 के लिए प्रवेश शुरू",
  body: "Applications for MBBS and MD/MS are open for the 2025-26 session. How would you like to continue?\n\nNote: Official Registration takes you to the state entrance board's website, where counselling registration is done. For general questions about courses, fees or eligibility, use our enquiry form and the admissions office will reply.",
  bodyHi:
    "सत्र 2025-26 के लिए MBBS और MD/MS में दाख़िले के आवेदन शुरू हो गए हैं। आप आगे क्या करना चाहेंगे?\n\nध्यान दें: आधिकारिक रजिस्ट्रेशन आपको राज्य प्रवेश परीक्षा बोर्ड (BCECEB) की वेबसाइट पर ले जाता है, जहाँ काउंसलिंग के लिए रजिस्ट्रेशन होता है। कोर्स, फीस या योग्यता से जुड़े सामान्य सवालों के लिए हमारा पूछताछ फ़ॉर्म भरें, प्रवेश कार्यालय आपको जवाब देगा।",
  primaryLabel: "Official Registration",
  primaryLabelHi: "आधिकारिक रजिस्ट्रेशन",
  primaryHref: "https://bceceboard.bihar.gov.in/",
  secondaryLabel: "General Enquiry",
  secondaryLabelHi: "सामान्य पूछताछ",
  secondaryHref: "/admission/admission-enquiry",
  startAt: null,
  endAt: null,
};

function toPopup(row: PopupRow | undefined): Popup {
  if (!row)
    return {
      _id: POPUP_ID,
      ...DEFAULT_POPUP,
      startAt: null,
      endAt: null,
      updatedAt: new Date(0).toISOString(),
    };
  return {
    _id: row.id,
    enabled: row.enabled,
    title: row.title,
    body: row.body,
    primaryLabel: row.primaryLabel,
    primaryHref: row.primaryHref,
    secondaryLabel: row.secondaryLabel,
    secondaryHref: row.secondaryHref,
    titleHi: row.titleHi,
    bodyHi: row.bodyHi,
    primaryLabelHi: row.primaryLabelHi,
    secondaryLabelHi: row.secondaryLabelHi,
    startAt: row.startAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether the pop-up is shown at `now`: on, and within its optional dates. */
export function popupIsLive(value: Popup, now: Date): boolean {
  if (!value.enabled) return false;
  if (value.startAt && Date.parse(value.startAt) > now.getTime()) return false;
  if (value.endAt && Date.parse(value.endAt) <= now.getTime()) return false;
  return true;
}

export function createPopupService(db: Db, services: Pick<Services, "audit">) {
  const cache = createTtlCache(CONTENT_CACHE_MS);
  const read = async () => toPopup((await db.select().from(popup).where(eq(popup.id, POPUP_ID)))[0]);

  return {
    /** Staff: the record as stored (or the default before the first change). */
    get: read,

    /** Visitors and the public shell: the pop-up while it is live, else null (not rendered at all). */
    async current(now = new Date()): Promise<Popup | null> {
      const value = await cache.get("popup", read);
      return popupIsLive(value, now) ? value : null;
    },

    /** Applies the fields sent; the merged pop-up is validated as a whole. */
    async update(actor: Actor, patch: z.output<typeof popupPatchInput>): Promise<Popup> {
      const { _id: _ignored, updatedAt: _updated, ...current } = await read();
      const merged = parseInput(popupInput, {
        ...current,
        ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
      });
      const columns = {
        ...merged,
        startAt: merged.startAt ? new Date(merged.startAt) : null,
        endAt: merged.endAt ? new Date(merged.endAt) : null,
        updatedAt: new Date(),
      };
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(popup)
          .values({ id: POPUP_ID, ...columns })
          .onConflictDoUpdate({ target: popup.id, set: columns })
          .returning();
        const after = toPopup(saved);
        await services.audit.record(tx, actor, {
          action: "popup.update",
          entity: "popup",
          entityId: POPUP_ID,
          changes: diffChanges(current, after, Object.keys(current) as (keyof typeof current)[]),
        });
        return saved;
      });
      cache.clear();
      return toPopup(row);
    },
  };
}

export type PopupService = ReturnType<typeof createPopupService>;
