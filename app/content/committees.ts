/**
 * The college committees (spec §2.6), in the spec's order. Each one's constitution and membership order is a
 * document of the "committee" category whose title starts with the committee's name; the page's loader finds
 * it (`pdf`). Committees whose order has not been published have none, and the page says so.
 */
export interface Committee {
  title: string;
  /** What the committee does, one line. */
  remit: string;
  /** The public address of its committee document (set by the page from the documents service). */
  pdf?: string;
  /** Its document is a draft (a staff preview, issue 11). */
  pdfDraft?: boolean;
}

export const committees: Committee[] = [
  {
    title: "Scientific Committee",
    remit: "Reviews research proposals of faculty and students for scientific merit before ethics review.",
  },
  {
    title: "Medical Education Unit",
    remit: "Trains faculty in teaching and assessment methods and runs the competency-based curriculum.",
  },
  {
    title: "Anti Ragging Committee",
    remit: "Prevents ragging, runs awareness drives and acts on every complaint within 24 hours.",
  },
  {
    title: "Ethics Committee",
    remit: "Protects the rights, safety and well-being of people who take part in research.",
  },
  {
    title: "Pharmacovigilance Committee",
    remit: "Collects and reports adverse drug reactions under the national pharmacovigilance programme.",
  },
  {
    title: "College Council",
    remit: "Heads of departments under the Principal: academic planning, timetables and student matters.",
  },
  {
    title: "Conflict of Interest Committee",
    remit: "Examines declared financial and professional interests of faculty in research and purchase.",
  },
  {
    title: "TB Centre Core Committee",
    remit: "Coordinates tuberculosis diagnosis, treatment and teaching under the national TB programme.",
  },
  {
    title: "Sexual Harassment Committee",
    remit: "The Internal Complaints Committee under the POSH Act, 2013, for staff and students.",
  },
  {
    title: "Gender Harassment Committee",
    remit: "Hears complaints of gender-based discrimination and promotes a safe, equal campus.",
  },
  {
    title: "Student Welfare Committee",
    remit: "Looks after students' hostel, mess, health, counselling and cultural activities.",
  },
  {
    title: "Skill Lab Committee",
    remit: "Plans the skills-lab schedule and certifies students in the mandatory clinical skills.",
  },
  {
    title: "Infection Control Committee",
    remit: "Sets hospital infection-control policy, audits hand hygiene and monitors infection rates.",
  },
  {
    title: "Disciplinary Committee",
    remit: "Enquires into breaches of the code of conduct and recommends action to the Principal.",
  },
  {
    title: "Sports Gymnasium Committee",
    remit: "Runs the gymnasium, playing fields and the annual sports meet.",
  },
  {
    title: "House Allotment Committee",
    remit: "Allots campus residences to faculty and staff by the published seniority rules.",
  },
];

export const committeesPage = {
  title: "College Committees",
  lead: "The statutory and academic committees that govern teaching, research, student welfare and patient safety.",
  description:
    "The 16 committees of the college, from the Anti Ragging and Ethics Committees to the Medical Education Unit, with each committee's constitution as a PDF.",
  intro:
    "Each committee is constituted by an order of the Principal under the regulations of the National Medical Commission and the affiliating university. Select a committee to open its constitution and membership order.",
};
