/**
 * The college's published documents (PDF). Every file listed here is generated as a placeholder by
 * `npm run documents` (scripts/documents/generate.ts) until the official document replaces it.
 */
export interface PdfDocument {
  /** In the page's language. */
  title: string;
  /**
   * The English title, when `title` is a Hindi one (staff-edited documents): the rules that place a document
   * by its title's first words (PG, MBBS) read it.
   */
  englishTitle?: string;
  /** `["title"]`: a Hindi page shows the English title for want of a Hindi one (marked `lang="en"`). */
  fallbacks?: string[];
  /** Path under public/, e.g. "/documents/affiliation/affiliation-2019-20.pdf". */
  href: string;
  /** A line under the title. */
  note?: string;
  /** A draft shown in a staff preview (issue 11). */
  draft?: boolean;
}

const academicYears = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => {
    const start = from + index;
    return `${start}-${String(start + 1).slice(2)}`;
  });

/** Affiliation letters of the university, 2019-20 to 2023-24. */
export const affiliationDocuments: PdfDocument[] = academicYears(2019, 2023).map((year) => ({
  title: `Affiliation ${year}`,
  href: `/documents/affiliation/affiliation-${year}.pdf`,
  note: `Affiliation of the MBBS course for the academic year ${year}`,
}));

const renewalOrdinals = ["1st", "2nd", "3rd", "4th"];

/** National Medical Commission letters: the initial permission, then four renewals. */
export const permissionDocuments: PdfDocument[] = [
  {
    title: "Letter of Permission 2019-20",
    href: "/documents/permission/letter-of-permission-2019-20.pdf",
    note: "Initial letter of permission to admit the first MBBS batch",
  },
  ...academicYears(2020, 2023).map((year, index) => ({
    title: `${renewalOrdinals[index]} Renewal ${year}`,
    href: `/documents/permission/renewal-${index + 1}-${year}.pdf`,
    note: `${renewalOrdinals[index]} renewal of permission for the academic year ${year}`,
  })),
];

/** Mandatory disclosures in the National Medical Commission's format. */
export const nmcDocuments: PdfDocument[] = [
  { title: "Institution Information", href: "/documents/nmc/institution-information.pdf" },
  { title: "Faculty Member Details", href: "/documents/nmc/faculty-member-details.pdf" },
  { title: "Research & Publication", href: "/documents/nmc/research-and-publication.pdf" },
  { title: "Institution Self Declaration", href: "/documents/nmc/institution-self-declaration.pdf" },
];

/** The spec publishes one consolidated file behind every year's link. */
const studentListFile = "/documents/students/student-list.pdf";
const resultsFile = "/documents/students/examination-results.pdf";

export const studentListYears = academicYears(2019, 2024);

export const studentListDocuments = {
  mbbs: studentListYears.map((year) => ({ title: `MBBS Student List ${year}`, href: studentListFile })),
  pg: studentListYears.map((year) => ({ title: `PG (MD/MS) Student List ${year}`, href: studentListFile })),
} satisfies Record<string, PdfDocument[]>;

export const examinationResultDocuments = {
  mbbs: studentListYears.map((year) => ({ title: `MBBS Examination Results ${year}`, href: resultsFile })),
  pg: studentListYears.map((year) => ({
    title: `PG (MD/MS) Examination Results ${year}`,
    href: resultsFile,
  })),
} satisfies Record<string, PdfDocument[]>;

/** Every distinct file above, for the generator. */
export function publishedDocuments(): PdfDocument[] {
  const all = [
    ...affiliationDocuments,
    ...permissionDocuments,
    ...nmcDocuments,
    { title: "Student List 2019-20 to 2024-25 (MBBS and PG)", href: studentListFile },
    { title: "Examination Results 2019-20 to 2024-25 (MBBS and PG)", href: resultsFile },
  ];
  return all;
}
