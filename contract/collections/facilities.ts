import { defineCollection, IMAGE_ALT_FIELD, ORDER_FIELD } from "./collection";

/** The academic facilities (library, lecture theatres, laboratories, …) on the Academic Facilities page (issue 20). */
export const facilitiesCollection = defineCollection({
  name: "facilities",
  plural: "facilities",
  labels: { one: "facility", many: "facilities" },
  audit: { entity: "facility", label: "Facilities" },
  description: "The academic facilities on the Academic Facilities page",
  fields: {
    title: { type: "text", label: "Name", required: true, max: 120, localized: true },
    description: { type: "longText", label: "Description", required: true, max: 800, localized: true },
    image: {
      type: "image",
      label: "Illustration",
      required: true,
      hint: "The name of one of the site's images",
    },
    imageAlt: IMAGE_ALT_FIELD,
    position: ORDER_FIELD,
  },
  titleField: "title",
  listColumns: ["position"],
  searchFields: ["title", "description"],
  orderBy: "position",
  access: { read: "public", write: "content:write" },
  publicRoute: () => "/about/academic-facilities",
});
