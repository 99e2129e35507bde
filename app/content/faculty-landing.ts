/** The Faculty landing page and the Non-Teaching Staff page (spec §2.9). */

export const nonTeachingStaff = {
  title: "Non-Teaching Staff",
  lead: "The people who keep the college and hospital running, every day.",
  description:
    "The non-teaching staff of the college and hospital: administration, nursing, technical, library, hostel and support teams, listed by section.",
  intro: [
    "Behind every lecture and every ward round is a team of non-teaching staff: administrative and accounts officers, laboratory and operation-theatre technicians, nurses, pharmacists, librarians, IT staff, hostel wardens, security, housekeeping and transport teams.",
    "They keep our laboratories ready, our records accurate, our campus safe and clean, and our hospital open round the clock, and we are grateful for their work.",
  ],
  emptyNotice: "No non-teaching staff are listed yet.",
};
