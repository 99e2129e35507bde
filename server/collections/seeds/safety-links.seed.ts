import { withHindi, type HindiTexts } from "./with-hindi";

/** The helplines, undertaking and regulations as /safety showed them in code (issue 22). */
const LINKS = [
  {
    kind: "helpline",
    label: "National Anti-Ragging Helpline",
    detail: "Free, 24 hours, in 12 languages",
    phone: "1800-180-5522",
  },
  {
    kind: "helpline",
    label: "Anti-Ragging Helpline e-mail",
    detail: "UGC's national helpline",
    email: "helpline@antiragging.in",
  },
  {
    kind: "helpline",
    label: "National Medical Commission anti-ragging cell",
    detail: "For medical students",
    email: "antiragging@nmc.org.in",
  },
  {
    kind: "undertaking",
    label: "Submit the yearly anti-ragging undertaking",
    detail: "Every student and parent, each academic year, at antiragging.in",
    url: "https://www.antiragging.in",
  },
  {
    kind: "regulation",
    label: "NMC (Prevention and Prohibition of Ragging in Medical Colleges) Regulations, 2021",
    detail: "National Medical Commission",
    url: "https://www.nmc.org.in",
  },
  {
    kind: "regulation",
    label: "UGC Regulations on Curbing the Menace of Ragging in Higher Educational Institutions, 2009",
    detail: "University Grants Commission",
    url: "https://www.ugc.gov.in",
  },
  {
    kind: "regulation",
    label: "The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013",
    detail: "India Code",
    url: "https://www.indiacode.nic.in",
  },
  {
    kind: "regulation",
    label: "UGC (Redress of Grievances of Students) Regulations, 2023",
    detail: "University Grants Commission",
    url: "https://www.ugc.gov.in",
  },
];

/**
 * The helplines and the undertaking in Hindi (issue 24), in the same order; the regulations keep their official
 * English names, their publishers named in Hindi.
 */
const LINKS_HI: HindiTexts[] = [
  { label: "राष्ट्रीय एंटी-रैगिंग हेल्पलाइन", detail: "निःशुल्क, 24 घंटे, 12 भाषाओं में" },
  { label: "एंटी-रैगिंग हेल्पलाइन का ई-मेल", detail: "यूजीसी (UGC) की राष्ट्रीय हेल्पलाइन" },
  { label: "राष्ट्रीय आयुर्विज्ञान आयोग (NMC) का एंटी-रैगिंग प्रकोष्ठ", detail: "मेडिकल छात्रों के लिए" },
  {
    label: "हर वर्ष का एंटी-रैगिंग शपथ-पत्र जमा करें",
    detail: "हर छात्र और अभिभावक, हर शैक्षणिक वर्ष में, antiragging.in पर",
  },
  { detail: "राष्ट्रीय आयुर्विज्ञान आयोग" },
  { detail: "विश्वविद्यालय अनुदान आयोग" },
  { detail: "इंडिया कोड" },
  { detail: "विश्वविद्यालय अनुदान आयोग" },
];

export const safetyLinkSeeds = () =>
  LINKS.map((link, index) => ({
    phone: null,
    email: null,
    url: null,
    ...withHindi(link, LINKS_HI[index]),
    position: index + 1,
  }));
