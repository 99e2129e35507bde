import { defineCollection, IMAGE_ALT_FIELD } from "./collection";

/** The course pages a home-page course card may lead to. */
export const HOME_COURSE_PAGES = ["/academics/ug-courses-offered", "/academics/pg-courses-offered"] as const;

/** What a home-page figure's value may name instead of a number typed in: the one source of that fact. */
export const HOME_FIGURE_SOURCES = {
  "{beds}": "the bed table's teaching beds",
  "{mbbsSeats}": "the MBBS course's sanctioned seats",
} as const;

/**
 * The home page's own texts (issue 20): the hero, the three figures, the welcome, the banner, the reasons to
 * choose the college and the course cards. One record; the notices and testimonials come from their own
 * collections.
 */
export const homePageCollection = defineCollection({
  name: "home-page",
  plural: "homePages",
  labels: { one: "home page", many: "home page" },
  audit: { entity: "home-page", label: "Home page" },
  description: "The home page's hero, figures, welcome, banner, reasons and course cards",
  fields: {
    eyebrow: {
      type: "text",
      label: "Hero's label",
      required: true,
      max: 80,
      localized: true,
      hint: "Followed by the admission session (a site setting)",
    },
    headline: { type: "text", label: "Headline", required: true, max: 120, localized: true },
    tagline: { type: "longText", label: "Tagline", required: true, max: 300, localized: true },
    figures: {
      type: "list",
      label: "Figures",
      itemLabel: "figure",
      required: true,
      max: 3,
      hint: "Value {beds} shows the bed table's teaching beds; {mbbsSeats} the MBBS course's seats",
      of: {
        value: { type: "text", label: "Value", required: true, max: 24 },
        label: { type: "text", label: "Label", required: true, max: 60, localized: true },
        detail: { type: "text", label: "Detail", required: true, max: 120, localized: true },
      },
    },
    welcomeHeading: { type: "text", label: "Welcome heading", required: true, max: 80, localized: true },
    welcome: {
      type: "longText",
      label: "Welcome text",
      required: true,
      max: 2000,
      markdown: true,
      localized: true,
    },
    bannerHeading: { type: "text", label: "Banner heading", required: true, max: 80, localized: true },
    bannerText: { type: "text", label: "Banner text", required: true, max: 200, localized: true },
    reasons: {
      type: "list",
      label: "Reasons to choose the college",
      itemLabel: "reason",
      required: true,
      max: 8,
      of: {
        title: { type: "text", label: "Title", required: true, max: 80, localized: true },
        text: { type: "text", label: "Text", required: true, max: 200, localized: true },
      },
    },
    courses: {
      type: "list",
      label: "Courses We Offer",
      itemLabel: "course card",
      max: 4,
      of: {
        name: { type: "text", label: "Course", required: true, max: 40, localized: true },
        summary: { type: "text", label: "Summary", required: true, max: 300, localized: true },
        to: {
          type: "choice",
          label: "Learn more leads to",
          choices: HOME_COURSE_PAGES,
          required: true,
        },
        image: {
          type: "image",
          label: "Illustration",
          required: true,
          hint: "The name of one of the site's images",
        },
        imageAlt: IMAGE_ALT_FIELD,
      },
    },
  },
  titleField: "headline",
  listColumns: [],
  searchFields: ["headline", "tagline"],
  maxRecords: 1,
  access: { read: "public", write: "content:write" },
  publicRoute: () => "/",
});
