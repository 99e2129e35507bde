import { officeHoursIn, type CollegeFacts } from "../mail/college-facts";
import { escapeHtml, mailOfParagraphs, mailPage, paragraphs, type MailContent } from "../mail/mail-template";
import { greetingFor, hindiGreetingFor } from "../mail/plain-first-name";
import type { Language } from "../../contract/language";

export const enquiryReference = (referenceNo: number) => `ENQ-${String(referenceNo).padStart(6, "0")}`;

interface AcknowledgementFacts {
  name: string;
  course: string;
  reference: string;
  college: CollegeFacts;
}

/** The acknowledgement's words in each language of the site (issue 24: Hindi for an enquiry from /hi). */
const ACKNOWLEDGEMENT_TEXT: Record<
  Language,
  {
    subject: (facts: AcknowledgementFacts) => string;
    lines: (facts: AcknowledgementFacts) => string[];
    privacy: (privacyLink: string) => string;
    withdrawLink: string;
  }
> = {
  en: {
    subject: ({ reference, college }) => `We have received your enquiry ${reference} – ${college.name}`,
    lines: ({ name, course, reference, college }) => [
      greetingFor(name, "Applicant"),
      `Thank you for your enquiry about the ${course} programme at ${college.name}. Your reference number is ${reference}; please quote it when you contact us.`,
      `What happens next: a counsellor from the admissions office will call you, usually within one working day, to talk about eligibility, fees, counselling dates and the documents you will need.`,
      `If you would like to speak to us sooner, call the admissions office on ${college.phone} (${college.officeHours}) or write to ${college.admissionsEmail}.`,
      `Admissions Office\n${college.name}`,
    ],
    privacy: (link) =>
      `We use your details only to answer your enquiry (how, and for how long: ${link}). To withdraw your consent and have your name, contact details and message erased at once, open this link:`,
    withdrawLink: "Withdraw my consent and erase my details",
  },
  hi: {
    subject: ({ reference, college }) => `आपकी पूछताछ ${reference} हमें मिल गई है – ${college.name}`,
    lines: ({ name, course, reference, college }) => [
      hindiGreetingFor(name, "आवेदक"),
      `${college.name} के ${course} पाठ्यक्रम के बारे में पूछताछ के लिए धन्यवाद। आपकी संदर्भ संख्या ${reference} है; हमसे संपर्क करते समय कृपया यही संख्या बताएँ।`,
      `आगे क्या होगा: प्रवेश कार्यालय के एक काउंसलर आम तौर पर एक कार्य-दिवस के भीतर आपको फ़ोन करेंगे और पात्रता, शुल्क, काउंसलिंग की तारीखों और ज़रूरी दस्तावेज़ों के बारे में बात करेंगे।`,
      `अगर आप इससे पहले बात करना चाहें, तो प्रवेश कार्यालय को ${college.phone} पर फ़ोन करें (${officeHoursIn(college, "hi")}) या ${college.admissionsEmail} पर लिखें।`,
      `प्रवेश कार्यालय\n${college.name}`,
    ],
    privacy: (link) =>
      `आपकी जानकारी का उपयोग हम केवल आपकी पूछताछ का उत्तर देने के लिए करते हैं (कैसे और कितने समय तक: ${link})। अपनी सहमति वापस लेने और अपना नाम, संपर्क विवरण और संदेश तुरंत मिटवाने के लिए यह लिंक खोलें:`,
    withdrawLink: "मेरी सहमति वापस लें और मेरी जानकारी मिटाएँ",
  },
};

/**
 * To the applicant, in the language of the page they wrote from: we have it, here is your reference, here
 * is what happens next. The address is unverified, so of what the visitor typed only a plain first name is
 * echoed (the course is from a list).
 */
export function enquiryAcknowledgement(
  enquiry: { name: string; course: string; reference: string; language?: Language },
  college: CollegeFacts,
  /** The /privacy page and this enquiry's one-click withdrawal address. */
  links?: { privacy: string; withdraw: string },
): MailContent {
  const language = enquiry.language ?? "en";
  const words = ACKNOWLEDGEMENT_TEXT[language];
  const facts = { ...enquiry, college };
  const subject = words.subject(facts);
  const lines = words.lines(facts);
  if (!links) return mailOfParagraphs(subject, lines, college, language);
  // The one-click way out (DPDP Rules 2025: withdrawing as easy as giving; ADR 020).
  const privacy = words.privacy(links.privacy);
  const text = `${[...lines, `${privacy}\n${links.withdraw}`].join("\n\n")}\n`;
  const html = mailPage(
    subject,
    `${paragraphs(lines)}\n<p style="color:#4b5563;font-size:13px">${escapeHtml(privacy).replace(
      escapeHtml(links.privacy),
      `<a href="${escapeHtml(links.privacy)}">${escapeHtml(links.privacy)}</a>`,
    )} <a href="${escapeHtml(links.withdraw)}">${words.withdrawLink}</a></p>`,
    college,
    language,
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
