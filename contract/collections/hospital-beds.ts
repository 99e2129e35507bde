import { defineCollection, ORDER_FIELD } from "./collection";

/**
 * The department-wise bed table (spec §9; issue 20): the one source of the hospital's bed count. The teaching
 * beds are the rows counted in the total; Emergency's casualty beds are listed but counted apart.
 */
export const hospitalBedsCollection = defineCollection({
  name: "hospital-beds",
  plural: "hospitalBeds",
  labels: { one: "bed-table row", many: "bed table" },
  audit: { entity: "hospital-beds", label: "Bed table" },
  description: "Beds and units by department: About the Hospital's table and the bed count the site states",
  fields: {
    department: { type: "text", label: "Department", required: true, max: 80, localized: true },
    beds: { type: "number", label: "Beds", required: true, integer: true, min: 0, max: 5000 },
    units: { type: "number", label: "Units", required: true, integer: true, min: 0, max: 200 },
    teaching: {
      type: "boolean",
      label: "Counted in the teaching beds",
      hint: "Untick for beds listed apart, such as Emergency's casualty beds",
    },
    position: ORDER_FIELD,
  },
  titleField: "department",
  listColumns: ["beds", "units", "teaching", "position"],
  searchFields: ["department"],
  orderBy: "position",
  access: { read: "public", write: "content:write" },
  publicRoute: () => "/hospitals/about-hospitals",
});

/** The teaching beds and units: the rows counted in the total. */
export function teachingBeds(rows: readonly { beds: number; units: number; teaching: boolean }[]) {
  const counted = rows.filter((row) => row.teaching);
  return {
    beds: counted.reduce((sum, row) => sum + row.beds, 0),
    units: counted.reduce((sum, row) => sum + row.units, 0),
  };
}
