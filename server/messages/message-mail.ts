import type { CollegeFacts } from "../mail/college-facts";
import { mailOfParagraphs, type MailContent } from "../mail/mail-template";
import { greetingFor, hindiGreetingFor } from "../mail/plain-first-name";
import type { Language } from "../../contract/language";

/** The acknowledgement's words in each language of the site (issue 24: Hindi for a message from /hi). */
const ACKNOWLEDGEMENT_TEXT: Record<
  Language,
  { subject: (college: CollegeFacts) => string; lines: (name: string, college: CollegeFacts) => string[] }
> = {
  en: {
    subject: (college) => `We have received your message – ${college.name}`,
    lines: (name, college) => [
      greetingFor(name, "Visitor"),
      `Thank you for writing to ${college.name}. The right office will reply within two working days.`,
      `For anything urgent, call ${college.phone}.`,
      college.name,
    ],
  },
  hi: {
    subject: (college) => `आपका संदेश हमें मिल गया है – ${college.name}`,
    lines: (name, college) => [
      hindiGreetingFor(name, "महोदय/महोदया"),
      `${college.name} को लिखने के लिए धन्यवाद। संबंधित कार्यालय दो कार्य-दिवसों के भीतर आपको उत्तर देगा।`,
      `कोई ज़रूरी बात हो तो ${college.phone} पर फ़ोन करें।`,
      college.name,
    ],
  },
};

/**
 * To a visitor who used the contact form, in the language of the page they wrote from. The address is
 * unverified, so nothing they typed is echoed but a plain first name (not the subject, not the message).
 */
export function contactAcknowledgement(
  message: { name: string; language?: Language },
  college: CollegeFacts,
): MailContent {
  const language = message.language ?? "en";
  const words = ACKNOWLEDGEMENT_TEXT[language];
  return mailOfParagraphs(words.subject(college), words.lines(message.name, college), college, language);
}

/** To the office that reads contact messages. */
export function contactAlert(
  message: { name: string; email: string; phone: string; category: string; subject: string; message: string },
  link: string,
  college: CollegeFacts,
): MailContent {
  const subject = `New contact message (${message.category}): ${message.subject}`;
  const lines = [
    `A visitor sent a message through the contact form.`,
    [
      `Name: ${message.name}`,
      `Phone: ${message.phone}`,
      `E-mail: ${message.email}`,
      `Category: ${message.category}`,
      `Subject: ${message.subject}`,
    ].join("\n"),
    `Message:\n${message.message}`,
    `Read it in the back-office: ${link}`,
  ];
  return mailOfParagraphs(subject, lines, college);
}
