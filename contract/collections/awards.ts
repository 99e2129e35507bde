import { defineCollection } from "./collection";

/** Awards and achievements of the college's teachers and students (MSR B.1.11 item (g)). */
export const awardsCollection = defineCollection({
  name: "awards",
  plural: "awards",
  labels: { one: "award", many: "awards and achievements" },
  audit: { entity: "award", label: "Awards and achievements" },
  description: "Awards and achievements of teachers and students (MSR B.1.11 item (g))",
  fields: {
    title: { type: "text", label: "Award or achievement", required: true, max: 300 },
    recipient: {
      type: "text",
      label: "Recipient",
      required: true,
      max: 200,
      hint: "Name and designation or batch",
    },
    awardedOn: { type: "date", label: "Date", required: true },
    description: {
      type: "longText",
      label: "Description",
      max: 2000,
      hint: "Who conferred it, and for what",
    },
  },
  titleField: "title",
  listColumns: ["recipient", "awardedOn"],
  searchFields: ["title", "recipient", "description"],
  orderBy: "awardedOn",
  orderDescending: true,
  access: { read: "public", write: "academic-records:write" },
  publicRoute: () => "/msr-clause-b-1-11/g",
});
