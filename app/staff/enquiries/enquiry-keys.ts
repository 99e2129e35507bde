/**
 * The keys an enquiry's screen loads its parts under, shared with its server loader (ADR 028): the loader's
 * answer for a key is the screen's first answer for it.
 */
export const enquiryKey = (id: string) => `enquiry-${id}`;

export const ENQUIRY_DETAIL_KEYS = {
  assignees: "enquiry-assignees",
  templates: "message-templates:all",
  officePhone: "office-phone",
  mailStatus: "mail-status-true",
} as const;
