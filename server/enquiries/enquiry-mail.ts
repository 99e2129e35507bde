import type { CollegeFacts } from "../mail/college-facts";
import { escapeHtml, mailOfParagraphs, mailPage, paragraphs, type MailContent } from "../mail/mail-template";
import { greetingFor } from "../mail/plain-first-name";

export const enquiryReference = (referenceNo: number) => `ENQ-${String(referenceNo).padStart(6, "0")}`;

/**
 * To the applicant: we have it, here is your reference, here is what happens next. The address is
 * unverified, so of what the visitor typed only a plain first name is echoed (the course is from a list).
 */
export function enquiryAcknowledgement(
  enquiry: { name: string; course: string; reference: string },
  college: CollegeFacts,
  /** The /privacy page and this enquiry's one-click withdrawal address. */
  links?: { privacy: string; withdraw: string },
): MailContent {
  const subject = `We have received your enquiry ${enquiry.reference} – ${college.name}`;
  const lines = [
    greetingFor(enquiry.name, "Applicant"),
    `Thank you for your enquiry about the ${enquiry.course} programme at ${college.name}. Your reference number is ${enquiry.reference}; please quote it when you contact us.`,
    `What happens next: a counsellor from the admissions office will call you, usually within one working day, to talk about eligibility, fees, counselling dates and the documents you will need.`,
    `If you would like to speak to us sooner, call the admissions office on ${college.phone} (${college.officeHours}) or write to ${college.admissionsEmail}.`,
    `Admissions Office\n${college.name}`,
  ];
  if (!links) return mailOfParagraphs(subject, lines, college);
  // The one-click way out (DPDP Rules 2025: withdrawing as easy as giving; ADR 020).
  const privacy = `We use your details only to answer your enquiry (how, and for how long: ${links.privacy}). To withdraw your consent and have your name, contact details and message erased at once, open this link:`;
  const text = `${[...lines, `${privacy}\n${links.withdraw}`].join("\n\n")}\n`;
  const html = mailPage(
    subject,
    `${paragraphs(lines)}\n<p style="color:#4b5563;font-size:13px">${escapeHtml(privacy).replace(
      escapeHtml(links.privacy),
      `<a href="${escapeHtml(links.privacy)}">${escapeHtml(links.privacy)}</a>`,
    )} <a href="${escapeHtml(links.withdraw)}">Withdraw my consent and erase my details</a></p>`,
    college,
  );
  return { subject, text, html };
}

/** To the admissions office: a new enquiry, with a link to it in the back-office. */
export function enquiryAlert(
  enquiry: {
    name: string;
    email: string;
    phone: string;
    course: string;
    neetScore: string;
    message: string;
    reference: string;
  },
  extra: { link: string; assignee: string | null; duplicateOf: string | null },
  college: CollegeFacts,
): MailContent {
  const subject = `New admission enquiry ${enquiry.reference}: ${enquiry.course}, NEET ${enquiry.neetScore}`;
  const lines = [
    `A new admission enquiry has arrived.`,
    [
      `Reference: ${enquiry.reference}`,
      `Name: ${enquiry.name}`,
      `Course: ${enquiry.course}`,
      `NEET score: ${enquiry.neetScore}`,
      `Phone: ${enquiry.phone}`,
      `E-mail: ${enquiry.email}`,
      `Assigned to: ${extra.assignee ?? "nobody yet"}`,
      ...(extra.duplicateOf ? [`Possible duplicate of: ${extra.duplicateOf}`] : []),
    ].join("\n"),
    ...(enquiry.message ? [`Message:\n${enquiry.message}`] : []),
    `Open it in the back-office: ${extra.link}`,
  ];
  return mailOfParagraphs(subject, lines, college);
}
