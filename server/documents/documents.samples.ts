import { readFile } from "node:fs/promises";
import path from "node:path";
import type { DocumentCategory } from "../../contract/collections/documents";
import type { UploadedPdf } from "./documents.service";

interface SampleDocument {
  title: string;
  /** The title on the Hindi site (issue 24: the fee and admission pages' documents); none: the English one there. */
  titleHi?: string;
  category: DocumentCategory;
  date: string;
  /** Under public/documents/ (the placeholders `npm run documents` generates). */
  file: string;
  /** A line under the title in the generated placeholder. */
  note?: string;
}

const academicYears = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => {
    const start = from + index;
    return { label: `${start}-${String(start + 1).slice(2)}`, start };
  });

const renewalOrdinals = ["1st", "2nd", "3rd", "4th"];

/**
 * The committees with a published order. A committee document belongs to the committee whose name its title
 * starts with (app/site/content/document-links.ts), so these are titled with the names of the committees collection's starting records.
 */
const COMMITTEES_WITH_ORDERS = [
  "Scientific Committee",
  "Medical Education Unit",
  "Anti Ragging Committee",
  "Ethics Committee",
  "Pharmacovigilance Committee",
  "College Council",
  "TB Centre Core Committee",
  "Sexual Harassment Committee",
  "Gender Harassment Committee",
  "Student Welfare Committee",
  "Skill Lab Committee",
  "Infection Control Committee",
  "Disciplinary Committee",
];

/** The UG and PG admission pages' documents (category "admission"): each course's six files, in page order. */
const ADMISSION_DOCUMENTS = [
  [
    "Fee Structure 2025",
    "fee-structure-2025",
    "Tuition, hostel and other charges for the 2025 intake",
    "शुल्क संरचना 2025",
  ],
  [
    "NRI Admission Proforma",
    "nri-admission-proforma",
    "Application proforma for NRI-quota candidates",
    "NRI प्रवेश आवेदन प्रोफ़ॉर्मा",
  ],
  [
    "NRI Admission Criteria",
    "nri-admission-criteria",
    "Who qualifies for an NRI seat and the documents needed",
    "NRI प्रवेश मानदंड",
  ],
  [
    "Document Check List 2025",
    "document-check-list-2025",
    "Originals and copies to bring to counselling",
    "दस्तावेज़ जाँच सूची 2025",
  ],
  [
    "Medical Certificate",
    "medical-certificate",
    "Fitness certificate to be signed by a registered doctor",
    "मेडिकल प्रमाणपत्र",
  ],
  [
    "Undertaking 2025",
    "undertaking-2025",
    "Undertaking by the candidate and parent or guardian",
    "वचन-पत्र (अंडरटेकिंग) 2025",
  ],
] as const;

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/**
 * A fresh installation's documents (SAMPLE_DATA), at least one for every category and so for every page that
 * lists one: the generated placeholder PDFs, in page order.
 */
export const SAMPLE_DOCUMENTS: SampleDocument[] = [
  {
    title: "Academic Calendar 2025-26",
    category: "downloads",
    date: "2025-07-15",
    file: "downloads/academic-calendar-2025-26.pdf",
    note: "Terms, examinations and vacations of the MBBS and PG courses",
  },
  {
    title: "Hostel Rules and Application Form",
    category: "downloads",
    date: "2025-07-15",
    file: "downloads/hostel-rules-and-application-form.pdf",
    note: "Rules of the boys' and girls' hostels, with the application form",
  },
  {
    title: "Anti-Ragging Undertaking",
    category: "downloads",
    date: "2025-07-15",
    file: "downloads/anti-ragging-undertaking.pdf",
    note: "Undertaking by the student and parent, as the UGC regulations require",
  },
  {
    title: "Institution Information",
    category: "nmc",
    date: "2025-01-01",
    file: "nmc/institution-information.pdf",
  },
  {
    title: "Faculty Member Details",
    category: "nmc",
    date: "2025-01-01",
    file: "nmc/faculty-member-details.pdf",
  },
  {
    title: "Research & Publication",
    category: "nmc",
    date: "2025-01-01",
    file: "nmc/research-and-publication.pdf",
  },
  {
    title: "Institution Self Declaration",
    category: "nmc",
    date: "2025-01-01",
    file: "nmc/institution-self-declaration.pdf",
  },
  ...academicYears(2019, 2023).map(({ label, start }) => ({
    title: `Affiliation ${label}`,
    category: "affiliation" as const,
    date: `${start}-07-01`,
    file: `affiliation/affiliation-${label}.pdf`,
  })),
  {
    title: "Letter of Permission 2019-20",
    category: "permission",
    date: "2019-07-01",
    file: "permission/letter-of-permission-2019-20.pdf",
  },
  ...academicYears(2020, 2023).map(({ label, start }, index) => ({
    title: `${renewalOrdinals[index]} Renewal ${label}`,
    category: "permission" as const,
    date: `${start}-07-01`,
    file: `permission/renewal-${index + 1}-${label}.pdf`,
  })),
  ...(["MBBS", "PG (MD/MS)"] as const).flatMap((course) =>
    academicYears(2019, 2024).flatMap(({ label, start }) => [
      {
        title: `${course} Student List ${label}`,
        category: "student-list" as const,
        date: `${start}-10-01`,
        file: "students/student-list.pdf",
      },
      {
        title: `${course} Examination Results ${label}`,
        category: "results" as const,
        date: `${start + 1}-06-30`,
        file: "students/examination-results.pdf",
      },
    ]),
  ),
  ...COMMITTEES_WITH_ORDERS.map((title) => ({
    title,
    category: "committee" as const,
    date: "2025-04-01",
    file: `committees/${slugOf(title)}.pdf`,
    note: "Constitution and members",
  })),
  {
    title: "Citizen's Charter",
    category: "citizen-charter",
    date: "2025-04-01",
    file: "citizen-charter/citizen-charter.pdf",
    note: "Services, standards, timelines and grievance redressal of the hospital and college",
  },
  ...(
    [
      ["2025-08", "August 2025"],
      ["2025-09", "September 2025"],
      ["2025-10", "October 2025"],
    ] as const
  ).map(([month, name]) => ({
    title: `AEBAS Faculty Attendance, ${name}`,
    category: "aebas" as const,
    date: `${month}-28`,
    file: `aebas/faculty-attendance-${month}.pdf`,
    note: "Monthly summary from the Aadhaar Enabled Biometric Attendance System",
  })),
  {
    title: "Anti-Ragging Order 2025-26",
    category: "safety",
    date: "2025-07-15",
    file: "safety/anti-ragging-order-2025-26.pdf",
    note: "The Principal's order: the anti-ragging committee, squad and nodal officer, and the penalties for ragging",
  },
  {
    title: "MBBS Fee Structure 2025",
    titleHi: "MBBS शुल्क संरचना 2025",
    category: "fees",
    date: "2025-06-15",
    file: "admission-2025/ug/fee-structure-2025.pdf",
  },
  {
    title: "PG (MD/MS) Fee Structure 2025",
    titleHi: "PG (MD/MS) शुल्क संरचना 2025",
    category: "fees",
    date: "2025-06-15",
    file: "admission-2025/pg/fee-structure-2025.pdf",
  },
  ...(["UG", "PG"] as const).flatMap((course) =>
    ADMISSION_DOCUMENTS.map(([title, slug, note, titleHi]) => ({
      title: `${course} ${title}`,
      // The course word first in Hindi too: the admission pages leave it out (forAdmissionPage).
      titleHi: `${course} ${titleHi}`,
      category: "admission" as const,
      date: "2025-06-15",
      file: `admission-2025/${course.toLowerCase()}/${slug}.pdf`,
      note,
    })),
  ),
];

/** The sample documents with their files' bytes (ones whose placeholder is missing are left out). */
export async function sampleDocuments(root = path.resolve(process.cwd(), "public/documents")) {
  const samples: (Omit<SampleDocument, "file" | "note"> & { file: UploadedPdf })[] = [];
  for (const { note: _note, ...sample } of SAMPLE_DOCUMENTS) {
    const bytes = await readFile(path.join(root, sample.file)).catch(() => undefined);
    if (bytes)
      samples.push({ ...sample, file: { bytes: new Uint8Array(bytes), name: path.basename(sample.file) } });
  }
  return samples;
}
