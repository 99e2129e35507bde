import { GRIEVANCE_CATEGORIES, type GrievanceCategory } from "../../contract/grievances";
import type { CollegeFacts } from "../mail/college-facts";
import { mailOfParagraphs, type MailContent } from "../mail/mail-template";

/**
 * E-mails about complaints carry the reference, category and dates only: never the description, the
 * complainant's identity or the attachment, which stay in the back-office behind the committee's role.
 */

const label = (category: string) => GRIEVANCE_CATEGORIES[category as GrievanceCategory] ?? category;

/** To the committee role's members, at once, for each new complaint; ragging is marked urgent. */
export function newGrievanceAlert(
  grievance: { reference: string; category: string; dueOn: string },
  link: string,
  college: CollegeFacts,
): MailContent {
  const urgent = grievance.category === "ragging";
  const subject = `${urgent ? "URGENT: " : ""}New complaint ${grievance.reference} (${label(grievance.category)})`;
  const lines = [
    urgent
      ? `A ragging complaint has been filed. Ragging calls for action the same day: please open it now.`
      : `A new complaint has been filed with the college.`,
    [
      `Reference: ${grievance.reference}`,
      `Category: ${label(grievance.category)}`,
      `Answer due by: ${grievance.dueOn}`,
    ].join("\n"),
    `Open it in the back-office (sign-in required): ${link}`,
  ];
  return mailOfParagraphs(subject, lines, college);
}

/** The daily reminder of complaints past their due date. */
export function overdueReminder(
  overdue: { reference: string; category: string; dueOn: string }[],
  link: string,
  college: CollegeFacts,
): MailContent {
  const subject = `${overdue.length} complaint${overdue.length === 1 ? " is" : "s are"} past the due date`;
  const lines = [
    `These complaints have not been resolved or closed within 15 working days:`,
    overdue.map((item) => `${item.reference} (${label(item.category)}), due ${item.dueOn}`).join("\n"),
    `The register: ${link}`,
  ];
  return mailOfParagraphs(subject, lines, college);
}
