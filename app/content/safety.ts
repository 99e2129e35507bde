/**
 * The /safety pages' fixed texts (issue 22): the national helplines the anti-ragging regulations require
 * every college to display, and the regulations themselves. The college's own committee members are
 * the committees collection (contract/collections/committees.ts), not here.
 */
export const safetyPage = {
  title: "Help and complaints",
  description:
    "Anti-ragging helplines, the college's anti-ragging, Internal and grievance committees with their contacts, and a confidential complaint form, anonymous if you wish.",
  lead: "Being ragged, harassed or treated unfairly? Call a helpline now, or complain to the college in confidence.",
};

export interface Helpline {
  label: string;
  detail: string;
  value: string;
  kind: "tel" | "mail";
}

export const helplines: Helpline[] = [
  {
    label: "National Anti-Ragging Helpline",
    detail: "Free, 24 hours, in 12 languages",
    value: "1800-180-5522",
    kind: "tel",
  },
  {
    label: "Anti-Ragging Helpline e-mail",
    detail: "UGC's national helpline",
    value: "helpline@antiragging.in",
    kind: "mail",
  },
  {
    label: "National Medical Commission anti-ragging cell",
    detail: "For medical students",
    value: "antiragging@nmc.org.in",
    kind: "mail",
  },
];

export const helplineHref = (helpline: Helpline) =>
  helpline.kind === "tel" ? `tel:${helpline.value.replace(/[^\d+]/g, "")}` : `mailto:${helpline.value}`;

export const undertaking = {
  label: "Submit the yearly anti-ragging undertaking",
  detail: "Every student and parent, each academic year, at antiragging.in",
  href: "https://www.antiragging.in",
};

export const regulations = [
  {
    title: "NMC (Prevention and Prohibition of Ragging in Medical Colleges) Regulations, 2021",
    href: "https://www.nmc.org.in",
    publisher: "National Medical Commission",
  },
  {
    title: "UGC Regulations on Curbing the Menace of Ragging in Higher Educational Institutions, 2009",
    href: "https://www.ugc.gov.in",
    publisher: "University Grants Commission",
  },
  {
    title: "The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013",
    href: "https://www.indiacode.nic.in",
    publisher: "India Code",
  },
  {
    title: "UGC (Redress of Grievances of Students) Regulations, 2023",
    href: "https://www.ugc.gov.in",
    publisher: "University Grants Commission",
  },
];

export const complaintPage = {
  title: "Make a complaint",
  description:
    "A confidential complaint to the college's anti-ragging, Internal or grievance committee. Your name is optional.",
  lead: "Only the committee that handles your kind of complaint reads it. You need not give your name.",
};

export const statusPage = {
  title: "Follow your complaint",
  description: "See where your complaint stands with the reference and status key you were given.",
  lead: "Enter the reference and the status key you were given when you complained.",
};
