/**
 * The contact page's phone lists and the hospital's emergency and ambulance numbers as site settings held them
 * (issue 23; names and numbers are fictional placeholders until the college supplies its own). Migration 0040
 * moves an install's edited lists over with these keys.
 */
const LISTS: { name: string; nameHi: string; key: string; numbers: string[] }[] = [
  {
    name: "Principal's office",
    nameHi: "प्राचार्य कार्यालय",
    key: "principal",
    numbers: ["+91 612 555 0101", "+91 98355 50101"],
  },
  {
    name: "Hospital reception",
    nameHi: "अस्पताल रिसेप्शन",
    key: "hospital-reception",
    numbers: ["+91 612 555 0142", "+91 612 555 0143", "+91 98355 50142"],
  },
  {
    name: "IT office",
    nameHi: "आईटी कार्यालय",
    key: "it-office",
    numbers: ["+91 612 555 0188", "+91 98355 50188"],
  },
  {
    name: "Emergency (24x7)",
    nameHi: "आपातकालीन सेवा (24x7)",
    key: "emergency",
    numbers: ["+91 612 555 0100", "+91 98355 50100"],
  },
  // 108: Bihar's free emergency ambulance service.
  { name: "Ambulance", nameHi: "एम्बुलेंस", key: "ambulance", numbers: ["+91 612 555 0102", "108"] },
];

export const phoneListSeeds = () =>
  LISTS.map((list, index) => ({
    // Issue 24: each name in Hindi too (a localized field stores { en, hi }).
    name: { en: list.name, hi: list.nameHi },
    key: list.key,
    numbers: list.numbers.map((number) => ({ number })),
    onContactPage: true,
    position: index + 1,
  }));
