import {
  defineCollection,
  KEY_FIGURES_FIELD,
  LEAD_FIELD,
  MARKDOWN_BODY_FIELD,
  PAGE_TITLE_FIELD,
  SEARCH_DESCRIPTION_FIELD,
} from "./collection";

/**
 * The public pages whose text is one Markdown page (issue 20): each page's hero, key figures and body, by its
 * address. A page's layout (breadcrumbs, the documents it lists, the records it adds) stays in its route.
 */
export const SITE_PAGE_PATHS = [
  "/about",
  "/academics",
  "/hospitals",
  "/admission",
  "/student",
  "/faculty",
  "/about/whoweare",
  "/about/mission-vision",
  "/about/citizen-character",
  "/about/academic-facilities",
  "/academics/departments",
  "/academics/college-rules-regulations",
  "/hospitals/about-hospitals",
  "/student/student-list",
  "/student/examination-results",
  "/faculty/mmc-aebas-attendance",
  "/faculty/non-teaching-staff",
  "/student/information-as-per-nmc",
  "/student/downloads",
  "/academics/ug-courses-offered",
  "/academics/pg-courses-offered",
  "/about/college-committees",
  "/contact",
  "/career",
  "/hospitals/opd",
  "/safety",
  "/safety/complaint",
  "/safety/status",
  "/academics/ug-fee-structure",
  "/academics/pg-fee-structure",
  "/admission/ug-admission-2025",
  "/admission/pg-admission-2025",
] as const;
export type SitePagePath = (typeof SITE_PAGE_PATHS)[number];

export const sitePagesCollection = defineCollection({
  name: "site-pages",
  plural: "pages",
  labels: { one: "page text", many: "page texts" },
  audit: { entity: "site-page", label: "Page texts" },
  description:
    "The text of the section landing pages (About, Academics, Hospitals, Admission, Student, Faculty), Who We Are, Mission & Vision, the Citizen Charter, Academic Facilities, Departments, the College Rules, About the Hospital, the course pages, College Committees, Non-Teaching Staff, Information as per NMC, Download Our Apps, Contact Us, Careers, the OPD (its timings and registration, around the timetable), Help and complaints, the fee pages ({session} names the fee table's session) and the UG and PG admission pages ({session} and {year} name the current admission session of the site settings; their documents are the admission category's)",
  fields: {
    path: {
      type: "choice",
      label: "Page address",
      choices: SITE_PAGE_PATHS,
      required: true,
      hint: "The public page this text is shown on",
    },
    title: PAGE_TITLE_FIELD,
    lead: LEAD_FIELD,
    description: SEARCH_DESCRIPTION_FIELD,
    figures: KEY_FIGURES_FIELD,
    facts: {
      type: "list",
      label: "Facts",
      itemLabel: "fact",
      max: 8,
      hint: "UG Courses Offered: beside the course's seats and duration; Careers: the Why Work With Us cards",
      of: {
        label: { type: "text", label: "Fact", required: true, max: 60, localized: true },
        value: { type: "text", label: "Value", required: true, max: 200, localized: true },
      },
    },
    body: {
      ...MARKDOWN_BODY_FIELD,
      required: false,
      hint: `${MARKDOWN_BODY_FIELD.hint} (Careers, the complaint pages and UG fees have none; PG fees: the NRI seats note)`,
    },
  },
  titleField: "title",
  listColumns: ["path"],
  searchFields: ["title", "lead", "body"],
  orderBy: "path",
  slugField: "path",
  maxRecords: SITE_PAGE_PATHS.length,
  pageSize: 50,
  access: { read: "public", write: "content:write" },
  publicRoute: (record) => record.slug ?? "/",
});

/** A page text naming the session it shows: `{session}` in a fee page's lead or description. */
export const withSession = (text: string, session: string) => text.replaceAll("{session}", session);

/** An admission page's text: `{session}` the current admission session ("2025-26"), `{year}` its first year. */
export const withAdmissionSession = (text: string, session: string) =>
  withSession(text, session).replaceAll("{year}", session.slice(0, 4));
