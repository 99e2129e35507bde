import { defineCollection, SEARCH_DESCRIPTION_FIELD } from "./collection";

/** The four leaders whose messages the About menu lists, and each one's page. */
export const LEADER_POSTS = ["director", "managing-director", "principal", "medical-superintendent"] as const;
export type LeaderPost = (typeof LEADER_POSTS)[number];

export const LEADER_PAGES: Record<LeaderPost, string> = {
  director: "/about/director-message",
  "managing-director": "/about/managing-director",
  principal: "/about/principal",
  "medical-superintendent": "/about/medical-superintendent",
};

/** Leaders' messages (director, managing director, principal, medical superintendent). */
export const leadersCollection = defineCollection({
  name: "leaders",
  plural: "leaders",
  labels: { one: "leader's message", many: "leaders' messages" },
  audit: { entity: "leader-message", label: "Leaders' messages" },
  description:
    "The messages of the director, managing director, principal and medical superintendent (About menu)",
  fields: {
    post: {
      type: "choice",
      label: "Page",
      choices: LEADER_POSTS,
      required: true,
      hint: "Which About page shows it",
    },
    title: { type: "text", label: "Page title", required: true, max: 120, localized: true },
    lead: { type: "text", label: "Lead line", required: true, max: 200, localized: true },
    description: SEARCH_DESCRIPTION_FIELD,
    name: { type: "text", label: "Name", required: true, max: 120 },
    designation: { type: "text", label: "Designation", required: true, max: 120, localized: true },
    qualification: {
      type: "text",
      label: "Qualification",
      max: 200,
      hint: "Degrees, e.g. MBBS, MD (Pathology): published under MSR B.1.11 item (a)",
    },
    portrait: {
      type: "image",
      label: "Portrait",
      required: true,
      hint: "The name of one of the site's images",
    },
    message: {
      type: "longText",
      label: "Message",
      required: true,
      markdown: true,
      localized: true,
      max: 10_000,
      hint: "Markdown: a blank line between paragraphs",
    },
    phones: {
      type: "list",
      label: "Phones",
      itemLabel: "phone",
      max: 5,
      of: { number: { type: "text", label: "Phone", format: "phone", required: true } },
    },
    email: { type: "text", label: "E-mail", format: "email", max: 254 },
  },
  titleField: "name",
  listColumns: ["post", "designation"],
  searchFields: ["name", "designation", "title"],
  orderBy: "post",
  slugField: "post",
  access: { read: "public", write: "content:write" },
  publicRoute: (record) => LEADER_PAGES[record.slug as LeaderPost] ?? "/about",
  maxRecords: LEADER_POSTS.length,
});
