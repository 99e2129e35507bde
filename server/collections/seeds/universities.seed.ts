/** The two affiliating universities as the About pages showed them in code (officers and contacts are fictional placeholders). */
const UNIVERSITIES = [
  {
    slug: "buhs",
    title: "About the University (BUHS)",
    lead: "Our affiliating university for medical courses: the Bihar University of Health Sciences.",
    description:
      "About the Bihar University of Health Sciences (BUHS), the health sciences university that affiliates our MBBS and MD/MS courses: objectives and officers.",
    name: "Bihar University of Health Sciences",
    shortName: "BUHS",
    affiliation: "Affiliates our MBBS and postgraduate MD/MS courses",
    about: [
      "The Bihar University of Health Sciences was established by an Act of the State Legislature to bring every medical, dental, nursing, pharmacy and allied health sciences college of the state under one university dedicated to the health sciences.",
      "The university frames the syllabi and regulations of its courses in line with the National Medical Commission, conducts the university examinations, awards degrees and inspects its affiliated colleges every year. Our MBBS and postgraduate MD/MS courses are affiliated to BUHS.",
    ],
    objectives: [
      "To provide uniform, high-quality education in medicine and the allied health sciences across the state.",
      "To conduct fair and timely examinations and award degrees, diplomas and certificates.",
      "To promote research relevant to the health needs of the people of the state.",
      "To inspect affiliated colleges and ensure they meet the standards of the regulators.",
      "To encourage continuing medical education for teachers and practising doctors.",
    ],
    officers: [
      {
        designation: "Chancellor",
        name: "Shri Harendra Nath Mishra",
        phones: ["+91 612 555 0301"],
        email: "chancellor@buhs.example.in",
        portrait: "pages/officer-buhs-chancellor",
      },
      {
        designation: "Vice-Chancellor",
        name: "Prof. (Dr.) Sunita Kumari",
        phones: ["+91 612 555 0302", "+91 94311 50302"],
        email: "vc@buhs.example.in",
        portrait: "pages/officer-buhs-vice-chancellor",
      },
      {
        designation: "Registrar",
        name: "Dr. Manoj Kumar Pandey",
        phones: ["+91 612 555 0303", "+91 94311 50303"],
        email: "registrar@buhs.example.in",
        portrait: "pages/officer-buhs-registrar",
      },
    ],
  },
  {
    slug: "aktu",
    title: "About the University (AKTU)",
    lead: "The knowledge university with which the college was first affiliated: the Aryavarta Knowledge & Technical University.",
    description:
      "About the Aryavarta Knowledge & Technical University (AKTU), the state's knowledge university that affiliated the college's first MBBS batches: objectives and officers.",
    name: "Aryavarta Knowledge & Technical University",
    shortName: "AKTU",
    affiliation: "Affiliated the college's first MBBS batches, who complete their course under it",
    about: [
      "The Aryavarta Knowledge & Technical University is the state's knowledge university, set up to affiliate and guide professional colleges in medicine, engineering, management and other fields, and to lead research and innovation in the state.",
      "The college was affiliated to AKTU when it admitted its first MBBS batches. Students admitted in those years complete their course and examinations under AKTU's regulations, while later batches are affiliated to the health sciences university (BUHS).",
    ],
    objectives: [
      "To affiliate and monitor professional colleges and raise their academic standards.",
      "To conduct examinations and award degrees in the professional disciplines it governs.",
      "To promote research, innovation and collaboration between institutions and industry.",
      "To design curricula that respond to the needs of the state's economy and people.",
      "To widen access to higher and professional education across the state.",
    ],
    officers: [
      {
        designation: "Chancellor",
        name: "Shri Harendra Nath Mishra",
        phones: ["+91 612 555 0401"],
        email: "chancellor@aktu.example.in",
        portrait: "pages/officer-aktu-chancellor",
      },
      {
        designation: "Vice-Chancellor",
        name: "Prof. Ramesh Chandra Thakur",
        phones: ["+91 612 555 0402", "+91 94311 50402"],
        email: "vc@aktu.example.in",
        portrait: "pages/officer-aktu-vice-chancellor",
      },
      {
        designation: "Registrar",
        name: "Dr. Kavita Singh",
        phones: ["+91 612 555 0403", "+91 94311 50403"],
        email: "registrar@aktu.example.in",
        portrait: "pages/officer-aktu-registrar",
      },
    ],
  },
];

export const universitySeeds = () =>
  UNIVERSITIES.map(({ about, objectives, officers, ...university }, index) => ({
    ...university,
    address: null,
    about: about.join("\n\n"),
    objectives: objectives.map((text) => ({ text })),
    officers: officers.map(({ phones: [phone, mobile], ...officer }) => ({
      ...officer,
      phone: phone ?? null,
      mobile: mobile ?? null,
    })),
    position: index + 1,
  }));
