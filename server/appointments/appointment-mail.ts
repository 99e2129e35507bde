import type { Language } from "../../contract/language";
import { formatOpdDate, formatOpdTime, formatOpdTimeIn } from "../../contract/opd";
import { formatDay } from "../../contract/nmc";
import type { CollegeFacts } from "../mail/college-facts";
import { mailOfParagraphs, type MailContent } from "../mail/mail-template";

interface ConfirmationFacts {
  reference: string;
  department: string;
  /** The day and time, written in the mail's language. */
  when: string;
  college: CollegeFacts;
}

/** The confirmation's words in each language of the site (issue 24: Hindi for a request from /hi). */
const CONFIRMATION_TEXT: Record<
  Language,
  {
    when: (date: string, time: string) => string;
    subject: (reference: string) => string;
    lines: (facts: ConfirmationFacts) => string[];
  }
> = {
  en: {
    when: (date, time) => `${formatDay(date)}, ${formatOpdTime(time)}`,
    subject: (reference) => `Appointment confirmed: ${reference}`,
    lines: ({ reference, department, when, college }) => [
      `Your OPD appointment at ${college.name} is confirmed.`,
      [`Reference: ${reference}`, `Department: ${department}`, `Date and time: ${when}`].join("\n"),
      `Please come to the OPD registration counter a little before that time and give the reference. If you cannot come, call the hospital on ${college.phone}.`,
      `If you did not ask for this appointment, please ignore this e-mail.`,
    ],
  },
  hi: {
    when: (date, time) => `${formatOpdDate(date, "hi")}, ${formatOpdTimeIn(time, "hi")}`,
    subject: (reference) => `अपॉइंटमेंट पक्का हो गया: ${reference}`,
    lines: ({ reference, department, when, college }) => [
      `${college.name} में आपका ओपीडी अपॉइंटमेंट पक्का हो गया है।`,
      [`संदर्भ संख्या: ${reference}`, `विभाग: ${department}`, `तारीख और समय: ${when}`].join("\n"),
      `कृपया इस समय से थोड़ा पहले ओपीडी पंजीकरण काउंटर पर आएँ और यह संदर्भ संख्या बताएँ। अगर आप नहीं आ सकते, तो अस्पताल को ${college.phone} पर फ़ोन करें।`,
      `अगर आपने यह अपॉइंटमेंट नहीं माँगा था, तो इस ई-मेल पर ध्यान न दें।`,
    ],
  },
};

/**
 * The confirmation to the address the patient typed (nobody verified it), in the language of the page they
 * asked from: the reference, department, day and time only. Never their name, phone number or note, nor
 * anything else they wrote.
 */
export function appointmentConfirmation(
  request: {
    reference: string;
    department: string;
    confirmedDate: string | null;
    confirmedTime: string | null;
    language?: Language;
  },
  college: CollegeFacts,
): MailContent {
  const language = request.language ?? "en";
  const words = CONFIRMATION_TEXT[language];
  const when = words.when(request.confirmedDate!, request.confirmedTime!);
  return mailOfParagraphs(
    words.subject(request.reference),
    words.lines({ reference: request.reference, department: request.department, when, college }),
    college,
    language,
  );
}
