import { COLLEGE_NAME, COLLEGE_SHORT_NAME } from "../../../contract/college";

/**
 * The starting privacy notice (Digital Personal Data Protection Act 2023, DPDP Rules 2025, Rule 3): what
 * is collected and why, the rights and how to use them. The forms' table (what each collects, for how
 * long) and the privacy contact are rendered beside it from the settings, so the text never contradicts them.
 */
const BODY = `## Who we are

${COLLEGE_NAME} (${COLLEGE_SHORT_NAME}), a medical college with a 720-bed teaching hospital in Bihar, decides why and how the personal data you give on this website is used. Under the Digital Personal Data Protection Act, 2023 we are the *Data Fiduciary*; you are the *Data Principal*.

## What we collect, and why

We collect only what you type into one of our forms, and only to do what you asked of us. The table below lists each form: what it collects, why, and how long it is kept. Your consent, given when you send a form, is the basis for using it (Section 6 of the Act). A complaint is also processed because the law requires the college to inquire into it (Section 7).

We do not sell your data, do not use it for advertising and do not share it with anyone outside the college, except the e-mail service that delivers our replies and, when the law requires it, a court or regulator. Browsing the website needs no account; the site keeps no tracking cookies. One first-party cookie remembers, for the rest of your visit, which website or campaign brought you here, so that an admission enquiry can record it.

## How long we keep it

Each record is kept only as long as it is needed for the purpose you gave it for (the table below). When a closed enquiry or an answered message reaches the end of its period, an automatic job erases the name, contact details and message and keeps only an anonymous count (course, source, status and dates), so the college's figures still add up without anyone being identifiable.

## Your rights

- **Withdraw consent** at any time, as easily as you gave it. Each admission enquiry's acknowledgement e-mail has a one-click link that withdraws consent and erases your details at once. For anything else, write to the privacy contact below.
- **Access** a summary of the personal data we hold about you and what we do with it.
- **Correct, complete or update** it.
- **Erase** it, when it is no longer needed or you withdraw consent, unless a law requires us to keep it.
- **Nominate** someone to exercise these rights for you if you die or cannot act.
- **Grievance redressal**: if we do not answer you, or you are not satisfied, complain to the privacy contact below. We reply within 30 days. You may then go to the Data Protection Board of India.

Withdrawing consent does not undo what was done lawfully before it, and a complaint already being inquired into may need its record until the inquiry ends.

## Children

An applicant under 18 should send an enquiry with a parent's or guardian's knowledge; the parent may use every right above on the child's behalf.

## Security

Your data is kept on the college's own servers, sent only over encrypted connections and read only by the office that handles your request (a complaint only by its committee). Staff sign in individually, and every reading and change of a complaint is recorded. If a breach affects your data, we will tell you and the Data Protection Board as the Rules require.

## Changes to this notice

When this notice changes, the date below changes with it.
`;

export const privacyNoticeSeeds = () => [
  {
    title: "Privacy notice",
    lead: "What the personal data you give us is used for, how long it is kept, and how to withdraw your consent.",
    body: BODY,
  },
];
