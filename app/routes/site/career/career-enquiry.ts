import type { FieldError } from "../../../../contract/common";
import { jobEnquirySubject } from "~/site/careers/job-openings";

export const HR_FIELDS = ["name", "email", "phone", "position", "message"] as const;
export type HrField = (typeof HR_FIELDS)[number];

/**
 * A Contact HR enquiry is a contact message: category "careers", the position in the subject, so it
 * lands in the staff inbox beside the others and is filtered there as Careers.
 */
export function hrEnquiryToContact(values: Record<HrField, string>) {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.message,
    subject: jobEnquirySubject(values.position),
    category: "careers",
  };
}

/** The contact schema names the subject; on this form that is the position. */
export const hrEnquiryErrors = (errors: FieldError[]): FieldError[] =>
  errors.map((error) =>
    error.field === "subject"
      ? { field: "position", message: "Choose the position you are interested in" }
      : error,
  );
