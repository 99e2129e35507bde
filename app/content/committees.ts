/**
 * The college committees (spec §2.6), in the spec's order. `pdf` is the committee's constitution and
 * membership order; committees whose order has not been published yet have none, and the page says so.
 */
export interface Committee {
  title: string;
  /** What the committee does, one line. */
  remit: string;
  pdf?: string;
}

const pdf = (slug: string) => `/documents/committees/${slug}.pdf`;

export const committees: Committee[] = [
  {
    title: "Scientific Committee",
    remit: "Reviews research proposals of faculty and students for scientific merit before ethics review.",
    pdf: pdf("scientific-committee"),
  },
  {
    title: "Medical Education Unit",
    remit: "Trains faculty in teaching and assessment methods and runs the competency-based curriculum.",
    pdf: pdf("medical-education-unit"),
  },
  {
    title: "Anti Ragging Committee",
    remit: "Prevents ragging, runs awareness drives and acts on every complaint within 24 hours.",
    pdf: pdf("anti-ragging-committee"),
  },
  {
    title: "Ethics Committee",
    remit: "Protects the rights, safety and well-being of people who take part in research.",
    pdf: pdf("ethics-committee"),
  },
  {
    title: "Pharmacovigilance Committee",
    remit: "Collects and reports adverse drug reactions under the national pharmacovigilance programme.",
    pdf: pdf("pharmacovigilance-committee"),
  },
  {
    title: "College Council",
    remit: "Heads of departments under the Principal: academic planning, timetables and student matters.",
    pdf: pdf("college-council"),
  },
  {
    title: "Conflict of Interest Committee",
    remit: "Examines declared financial and professional interests of faculty in research and purchase.",
  },
  {
    title: "TB Centre Core Committee",
    remit: "Coordinates tuberculosis diagnosis, treatment and teaching under the national TB programme.",
    pdf: pdf("tb-centre-core-committee"),
  },
  {
    title: "Sexual Harassment Committee",
    remit: "The Internal Complaints Committee under the POSH Act, 2013, for staff and students.",
    pdf: pdf("sexual-harassment-committee"),
  },
  {
    title: "Gender Harassment Committee",
    remit: "Hears complaints of gender-based discrimination and promotes a safe, equal campus.",
    pdf: pdf("gender-harassment-committee"),
  },
  {
    title: "Student Welfare Committee",
    remit: "Looks after students' hostel, mess, health, counselling and cultural activities.",
    pdf: pdf("student-welfare-committee"),
  },
  {
    title: "Skill Lab Committee",
    remit: "Plans the skills-lab schedule and certifies students in the mandatory clinical skills.",
    pdf: pdf("skill-lab-committee"),
  },
  {
    title: "Infection Control Committee",
    remit: "Sets hospital infection-control policy, audits hand hygiene and monitors infection rates.",
    pdf: pdf("infection-control-committee"),
  },
  {
    title: "Disciplinary Committee",
    remit: "Enquires into breaches of the code of conduct and recommends action to the Principal.",
    pdf: pdf("disciplinary-committee"),
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
