import { z } from "zod";
import { successBody } from "./common";

/** The blood bank's stock (issue 23): units available per group and component, kept by the hospital desk. */
export const BLOOD_GROUPS = ["A+", "A-", "B+", "B-", "AB+", "AB-", "O+", "O-"] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

export const BLOOD_COMPONENTS = ["whole-blood", "prbc", "ffp", "platelets"] as const;
export type BloodComponent = (typeof BLOOD_COMPONENTS)[number];
export const BLOOD_COMPONENT_LABELS: Record<BloodComponent, string> = {
  "whole-blood": "Whole blood",
  prbc: "Packed red cells (PRBC)",
  ffp: "Fresh frozen plasma (FFP)",
  platelets: "Platelets",
};

/** Older than this, the public page says plainly that the stock was not updated today. */
export const BLOOD_STOCK_STALE_HOURS = 24;

const stockEntry = z.object({
  group: z.enum(BLOOD_GROUPS, { error: `group must be one of: ${BLOOD_GROUPS.join(", ")}` }),
  component: z.enum(BLOOD_COMPONENTS, { error: `component must be one of: ${BLOOD_COMPONENTS.join(", ")}` }),
  units: z
    .number({ error: "units must be a number" })
    .int({ error: "units must be a whole number" })
    .min(0, { error: "units cannot be negative" })
    .max(9999, { error: "units must be at most 9999" }),
});

/** PUT /api/blood-stock: the counts being updated (any of the 32 group × component cells, each once). */
export const bloodStockInput = z.object({
  entries: z
    .array(stockEntry, { error: "entries must be a list of {group, component, units}" })
    .min(1, { error: "entries: give at least one count" })
    .max(BLOOD_GROUPS.length * BLOOD_COMPONENTS.length)
    .superRefine((entries, context) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        const key = `${entry.group} ${entry.component}`;
        if (seen.has(key)) {
          context.addIssue({ code: "custom", path: [index], message: `${key} is given twice` });
        }
        seen.add(key);
      });
    }),
});
export type BloodStockInput = z.infer<typeof bloodStockInput>;

export const bloodStockSchema = z.object({
  /** Every cell counted so far, by group then component. */
  entries: z.array(
    z.object({
      group: z.enum(BLOOD_GROUPS),
      component: z.enum(BLOOD_COMPONENTS),
      units: z.number().int(),
      updatedAt: z.string(),
    }),
  ),
  /** The last update (ISO), or null before the first. */
  updatedAt: z.string().nullable(),
  /** No update in the last BLOOD_STOCK_STALE_HOURS hours (or none ever). */
  stale: z.boolean(),
});
export type BloodStock = z.infer<typeof bloodStockSchema>;
export const bloodStockResponse = successBody(bloodStockSchema);
