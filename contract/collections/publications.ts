import { DEPARTMENTS } from "../departments";
import { defineCollection } from "./collection";

/** Research publications of the college's teachers (MSR B.1.11 item (e)). */
export const publicationsCollection = defineCollection({
  name: "publications",
  plural: "publications",
  labels: { one: "publication", many: "research publications" },
  audit: { entity: "publication", label: "Research publications" },
  description: "Research papers of the faculty (MSR B.1.11 item (e), publications of the last year)",
  fields: {
    title: { type: "text", label: "Title", required: true, max: 400 },
    authors: { type: "text", label: "Authors", required: true, max: 600, hint: "As printed, in order" },
    journal: { type: "text", label: "Journal", required: true, max: 200, hint: "With volume and pages" },
    publishedOn: { type: "date", label: "Published on", required: true },
    department: { type: "choice", label: "Department", choices: DEPARTMENTS, required: true },
    link: {
      type: "text",
      label: "Link or DOI",
      format: "url",
      max: 500,
      hint: "https://doi.org/10.… or the journal's page",
    },
  },
  titleField: "title",
  listColumns: ["department", "journal", "publishedOn"],
  searchFields: ["title", "authors", "journal"],
  orderBy: "publishedOn",
  orderDescending: true,
  access: { read: "public", write: "academic-records:write" },
  publicRoute: () => "/msr-clause-b-1-11/e",
});
