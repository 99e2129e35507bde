import { formatDay } from "../../contract/nmc";
import { SEAT_ALLOTMENT_WARNING } from "../../contract/counselling";
import type { CollegeFacts } from "../mail/college-facts";
import { mailOfParagraphs, type MailContent } from "../mail/mail-template";
import type { CounsellingRoundRow } from "./counselling.schema";

/** The fee pages a family needs before reporting, by the round's course. */
const FEE_PAGES = { MBBS: "/academics/ug-fee-structure", "MD/MS": "/academics/pg-fee-structure" } as const;

/**
 * A counselling round's update to a family who asked for them. The address was typed on a public form
 * and never verified, so nothing personal is in it: the round's public facts, the official link, what
 * to bring, the fees page, the warning against paid "seat allotments", and the way out.
 */
export function counsellingUpdate(
  round: CounsellingRoundRow,
  links: { site: string; unsubscribe: string },
  college: CollegeFacts,
): MailContent {
  const subject = `${round.course} counselling: ${round.authority} ${round.round} – registration ${formatDay(round.registrationFrom)} to ${formatDay(round.registrationTo)}`;
  const lines = [
    `Dear Applicant,`,
    `You asked ${college.name} to tell you when each counselling round opens. ${round.authority} has announced ${round.round} of ${round.course} counselling:`,
    [
      `Registration and choice filling: ${formatDay(round.registrationFrom)} to ${formatDay(round.registrationTo)}`,
      `Report to the allotted college by: ${formatDay(round.reportingBy)}`,
      `Official website: ${round.link}`,
    ].join("\n"),
    ...(round.notes ? [round.notes] : []),
    `Register and fill your choices only on the official website above. If you are allotted a seat at ${college.name}, bring the allotment letter, your NEET admit card and scorecard, Class 10 and 12 mark sheets and certificates, a photo identity card, category and domicile certificates where they apply, and passport-size photographs. The fees are on ${links.site}${FEE_PAGES[round.course as keyof typeof FEE_PAGES] ?? "/admission"}.`,
    SEAT_ALLOTMENT_WARNING,
    `Questions: call the admissions office on ${college.phone} or write to ${college.admissionsEmail}.`,
    `To stop these updates, open this link: ${links.unsubscribe}`,
    `Admissions Office\n${college.name}`,
  ];
  return mailOfParagraphs(subject, lines, college);
}
