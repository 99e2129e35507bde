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

export const COURSES = ["MD", "MS", "MBBS"] as const;
export type Course = (typeof COURSES)[number];

export const enquiryInput = z.object({
  name: requiredText("Name", 120),
  email: emailField,
  phone: phoneField,
  course: z.enum(COURSES, { error: "Course must be MD, MS or MBBS" }),
  // Free text as the form sends it; the server also reads it as a number for sorting.
  neetScore: requiredText("NEET score", 20),
  message: plainText("Message", 2000, { multiline: true }).optional().default(""),
  /** Honeypot: people leave it empty; bots fill it. */
  website: z.string().max(200).optional(),
});
export type EnquiryInput = z.input<typeof enquiryInput>;

export const ENQUIRY_SENT_MESSAGE = "Enquiry submitted successfully";

export const enquiryUpdateInput = enquiryInput.omit({ website: true }).partial();

export const ENQUIRY_SORT_COLUMNS = ["createdAt", "name", "neetScore", "course"] as const;

export const enquiryListQuery = z.object({
  page: pageField,
  limit: limitField(10, 100),
  search: searchField(),
  sortBy: z
    .enum(ENQUIRY_SORT_COLUMNS, { error: "sortBy must be createdAt, name, neetScore or course" })
    .default("createdAt"),
  sortOrder: sortOrderField,
});
export type EnquiryListQuery = z.input<typeof enquiryListQuery>;

export const enquirySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  course: z.string(),
  neetScore: z.string(),
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  limit: z.number().int(),
  totalEnquiries: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});

export const enquiryListResponse = z.object({
  success: z.literal(true),
  data: z.array(enquirySchema),
  pagination: enquiryPaginationSchema,
});
export type EnquiryListResponse = z.infer<typeof enquiryListResponse>;

export const enquiryResponse = successBody(enquirySchema);

export const enquiryStatsSchema = z.object({
  total: z.number().int(),
  /** Eight weeks, oldest first; weekStart is the Monday (YYYY-MM-DD, UTC). */
  weekly: z.array(
    z.object({
      weekStart: z.string(),
      MD: z.number().int(),
      MS: z.number().int(),
      MBBS: z.number().int(),
      other: z.number().int(),
    }),
  ),
});
export type EnquiryStats = z.infer<typeof enquiryStatsSchema>;
