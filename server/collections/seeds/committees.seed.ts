/**
 * The college's committees as the College Committees page showed them in code (spec §2.6, in the spec's
 * order), and the safety bodies the regulations ask for (issue 22). Members are left for the college to
 * enter: a name or number here would be invented.
 */
const SPEC_COMMITTEES = [
  {
    name: "Scientific Committee",
    remit: "Reviews research proposals of faculty and students for scientific merit before ethics review.",
  },
  {
    name: "Medical Education Unit",
    remit: "Trains faculty in teaching and assessment methods and runs the competency-based curriculum.",
  },
  {
    name: "Anti Ragging Committee",
    remit: "Prevents ragging, runs awareness drives and acts on every complaint within 24 hours.",
    safetyRole: "anti-ragging-committee",
  },
  {
    name: "Ethics Committee",
    remit: "Protects the rights, safety and well-being of people who take part in research.",
  },
  {
    name: "Pharmacovigilance Committee",
    remit: "Collects and reports adverse drug reactions under the national pharmacovigilance programme.",
  },
  {
    name: "College Council",
    remit: "Heads of departments under the Principal: academic planning, timetables and student matters.",
  },
  {
    name: "Conflict of Interest Committee",
    remit: "Examines declared financial and professional interests of faculty in research and purchase.",
  },
  {
    name: "TB Centre Core Committee",
    remit: "Coordinates tuberculosis diagnosis, treatment and teaching under the national TB programme.",
  },
  {
    name: "Sexual Harassment Committee",
    remit: "The Internal Complaints Committee under the POSH Act, 2013, for staff and students.",
    safetyRole: "internal-committee",
  },
  {
    name: "Gender Harassment Committee",
    remit: "Hears complaints of gender-based discrimination and promotes a safe, equal campus.",
  },
  {
    name: "Student Welfare Committee",
    remit: "Looks after students' hostel, mess, health, counselling and cultural activities.",
  },
  {
    name: "Skill Lab Committee",
    remit: "Plans the skills-lab schedule and certifies students in the mandatory clinical skills.",
  },
  {
    name: "Infection Control Committee",
    remit: "Sets hospital infection-control policy, audits hand hygiene and monitors infection rates.",
  },
  {
    name: "Disciplinary Committee",
    remit: "Enquires into breaches of the code of conduct and recommends action to the Principal.",
  },
  {
    name: "Sports Gymnasium Committee",
    remit: "Runs the gymnasium, playing fields and the annual sports meet.",
  },
  {
    name: "House Allotment Committee",
    remit: "Allots campus residences to faculty and staff by the published seniority rules.",
  },
];

const SAFETY_OFFICES = [
  {
    name: "Anti-Ragging Squad",
    remit: "Makes surprise checks of hostels, canteens and buses, and acts on ragging reported by anyone.",
    safetyRole: "anti-ragging-squad",
  },
  {
    name: "Anti-Ragging Nodal Officer",
    remit: "The officer students and the national helpline reach about ragging, day and night.",
    safetyRole: "nodal-officer",
  },
  {
    name: "Students' Grievance Redressal Committee",
    remit:
      "Hears students' grievances about admission, fees, examinations and facilities within 15 working days.",
    safetyRole: "grievance-committee",
  },
  {
    name: "Ombudsperson",
    remit: "Appointed by the university: hears appeals against the grievance committee's decisions.",
    safetyRole: "ombudsperson",
  },
  {
    name: "Grievance Redressal Officer",
    remit: "Receives every grievance, keeps the register and answers within 15 working days.",
    safetyRole: "grievance-officer",
  },
];

export const committeeSeeds = () => [
  ...SPEC_COMMITTEES.map((committee, index) => ({
    safetyRole: null,
    ...committee,
    listed: true,
    members: [],
    position: (index + 1) * 10,
  })),
  ...SAFETY_OFFICES.map((office, index) => ({
    ...office,
    listed: false,
    members: [],
    position: (SPEC_COMMITTEES.length + index + 1) * 10,
  })),
];
