import { z } from "zod";
import {
  emailField,
  limitField,
  pageField,
  phoneField,
  plainText,
  requiredText,
  searchField,
  sortOrderField,
  successBody,
} from "./common";
import { LANGUAGES } from "./language";
import { formLanguageField } from "./public-form";

/** Every category a public form can send, with the label screens show. */
export const CONTACT_CATEGORIES = {
  general: "General Inquiry",
  admissions: "Admissions",
  medical: "Medical Services",
  collaboration: "Collaboration",
  academics: "Academics",
  support: "Support",
  careers: "Careers",
} as const;
export type ContactCategory = keyof typeof CONTACT_CATEGORIES;
export const CONTACT_CATEGORY_SLUGS = Object.keys(CONTACT_CATEGORIES) as [
  ContactCategory,
  ...ContactCategory[],
];

/** Categories the public contact form offers (the careers page sends "careers"). */
export const CONTACT_FORM_CATEGORIES = ["general", "admissions", "medical", "collaboration"] as const;
export type ContactFormCategory = (typeof CONTACT_FORM_CATEGORIES)[number];

export const MESSAGE_STATUSES = ["new", "read", "handled"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

const categoryField = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z.enum(CONTACT_CATEGORY_SLUGS, { error: "Choose a category" }),
);

export const contactInput = z.object({
  name: requiredText("Name", 120),
  email: emailField,
  phone: phoneField,
  subject: requiredText("Subject", 200),
  message: requiredText("Message", 5000, { multiline: true }),
  category: categoryField,
  language: formLanguageField,
  /** Honeypot: people leave it empty; bots fill it. */
  website: z.string().max(200).optional(),
});
export type ContactInput = z.input<typeof contactInput>;

export const CONTACT_SENT_MESSAGE = "Message sent successfully";

export const contactUpdateInput = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: "status must be new, read or handled" }),
});

export const contactListQuery = z.object({
  page: pageField,
  limit: limitField(10, 100),
  search: searchField(),
  category: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() || undefined : value),
    plainText("category", 40).optional(),
  ),
  status: z.enum(MESSAGE_STATUSES).optional(),
  sortBy: z
    .enum(["createdAt", "name", "category", "status"], {
      error: "sortBy must be createdAt, name, category or status",
    })
    .default("createdAt"),
  sortOrder: sortOrderField,
});

export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  category: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** The site's language the message was sent from (issue 24). */
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});

export const contactListResponse = z.object({
  success: z.literal(true),
  data: z.array(contactMessageSchema),
  pagination: contactPaginationSchema,
});
export type ContactListResponse = z.infer<typeof contactListResponse>;

export const contactResponse = successBody(contactMessageSchema);

export const contactStatsSchema = z.object({
  total: z.number().int(),
  byStatus: z.object({ new: z.number().int(), read: z.number().int(), handled: z.number().int() }),
});
