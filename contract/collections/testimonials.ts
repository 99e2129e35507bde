import { defineCollection, ORDER_FIELD } from "./collection";

/** Alumni testimonials (the home page's "Alumni Speak" carousel). */
export const testimonialsCollection = defineCollection({
  name: "testimonials",
  plural: "testimonials",
  labels: { one: "testimonial", many: "testimonials" },
  audit: { entity: "testimonial", label: "Testimonials" },
  description: "Alumni testimonials in the home page's Alumni Speak carousel",
  fields: {
    name: { type: "text", label: "Name", required: true, max: 120 },
    batch: { type: "text", label: "Batch", required: true, max: 80, hint: "For example: MBBS, batch 2019" },
    rating: {
      type: "number",
      label: "Rating",
      required: true,
      integer: true,
      min: 1,
      max: 5,
      hint: "1 to 5 stars",
    },
    message: { type: "longText", label: "Message", required: true, max: 600, localized: true },
    photo: { type: "image", label: "Photo", required: true, hint: "The name of one of the site's images" },
    position: ORDER_FIELD,
  },
  titleField: "name",
  listColumns: ["batch", "rating", "position"],
  searchFields: ["name", "batch", "message"],
  orderBy: "position",
  access: { read: "public", write: "content:write" },
  publicRoute: () => "/#alumni-title",
});
