import type { CollegeFacts } from "../mail/college-facts";
import { mailOfParagraphs, type MailContent } from "../mail/mail-template";
import { greetingFor } from "../mail/plain-first-name";

/**
 * To a visitor who used the contact form. The address is unverified, so nothing they typed is echoed
 * but a plain first name (not the subject, not the message).
 */
export function contactAcknowledgement(message: { name: string }, college: CollegeFacts): MailContent {
  const subject = `We have received your message – ${college.name}`;
  const lines = [
    greetingFor(message.name, "Visitor"),
    `Thank you for writing to ${college.name}. The right office will reply within two working days.`,
    `For anything urgent, call ${college.phone}.`,
    college.name,
  ];
  return mailOfParagraphs(subject, lines, college);
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
