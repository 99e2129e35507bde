import { defineCollection, ORDER_FIELD } from "./collection";

/**
 * The keys by which pages find a phone list beyond the contact page (issue 20: named lists the editor can add
 * to). A list with another key shows on the contact page only (when marked so).
 */
export const PHONE_LIST_PLACES = {
  emergency: "Emergency page, and its first number in the footer of every page",
  ambulance: "Emergency page",
  "hospital-reception": "the hospital's pages (OPD, services, blood bank, insurance)",
  admissions: "the admission enquiry page (instead of the main phone)",
} as const;
export type PhoneListPlace = keyof typeof PHONE_LIST_PLACES;

/** Where a list shows, for the back-office hint and the "view on site" link. */
const PLACE_ROUTES: Record<PhoneListPlace, string> = {
  emergency: "/hospitals/emergency",
  ambulance: "/hospitals/emergency",
  "hospital-reception": "/hospitals/opd",
  admissions: "/admission/admission-enquiry",
};

/**
 * The college's named phone lists (issue 20; public spec §2.14, issue 23): the principal's office, the hospital
 * reception, the IT office, the emergency and ambulance numbers, and any list an editor adds (an admissions
 * office line, …). The contact page shows the lists marked for it, in order; pages that need one list find it by
 * its key (PHONE_LIST_PLACES). `GET /api/site-settings` still carries them as `phoneDirectory`, keyed by the key
 * in camelCase (`hospital-reception` → `hospitalReception`).
 */
export const phoneListsCollection = defineCollection({
  name: "phone-lists",
  plural: "phoneLists",
  labels: { one: "phone list", many: "phone lists" },
  audit: { entity: "phone-list", label: "Phone lists" },
  description:
    "The contact page's phone lists, the emergency and ambulance numbers (footer and Emergency page), and any list you add",
  fields: {
    name: { type: "text", label: "Name", required: true, max: 80, localized: true },
    key: {
      type: "slug",
      label: "Key",
      required: true,
      hint: "Lower-case letters and dashes, e.g. admissions-office. Some keys also show the list on other pages",
    },
    numbers: {
      type: "list",
      label: "Phone numbers",
      itemLabel: "number",
      required: true,
      max: 6,
      of: {
        number: {
          type: "text",
          label: "Number",
          required: true,
          format: "phone",
          minDigits: 3,
          hint: "Digits with +, spaces or dashes; short public numbers such as 108 are accepted",
        },
      },
    },
    onContactPage: { type: "boolean", label: "Show on the contact page" },
    position: ORDER_FIELD,
  },
  titleField: "name",
  listColumns: ["key", "onContactPage", "position"],
  searchFields: ["name", "key"],
  orderBy: "position",
  slugField: "key",
  access: { read: "public", write: "content:write" },
  publicRoute: (record) => (record.slug && PLACE_ROUTES[record.slug as PhoneListPlace]) || "/contact",
});

/** `hospital-reception` → `hospitalReception`: a list's name in the site settings' `phoneDirectory`. */
export const phoneDirectoryKeyOf = (key: string): string =>
  key.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
