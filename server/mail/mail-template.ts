import { HTML_LANG, type Language } from "../../contract/language";
import type { CollegeFacts } from "./college-facts";

/** Plain text plus simple HTML, signed with the college's name and contacts. */

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const paragraphs = (lines: string[]) =>
  lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`).join("\n");

/** The footer's word for the phone number, in the mail's language. */
const PHONE_WORD: Record<Language, string> = { en: "Phone", hi: "फ़ोन" };

export function mailPage(title: string, body: string, college: CollegeFacts, language: Language = "en") {
  return `<!doctype html><html lang="${HTML_LANG[language]}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:600px">
${body}
<p style="color:#4b5563;font-size:13px">${escapeHtml(college.name)}<br>${escapeHtml(college.addressLine)}<br>${PHONE_WORD[language]} ${escapeHtml(
    college.phone,
  )} · ${escapeHtml(college.admissionsEmail)}</p>
</body></html>`;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A mail of paragraphs (blank lines between them in the text part). */
export function mailOfParagraphs(
  subject: string,
  lines: string[],
  college: CollegeFacts,
  language: Language = "en",
): MailContent {
  return {
    subject,
    text: `${lines.join("\n\n")}\n`,
    html: mailPage(subject, paragraphs(lines), college, language),
  };
}
