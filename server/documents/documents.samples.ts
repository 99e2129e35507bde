import { readFile } from "node:fs/promises";
import path from "node:path";
import type { DocumentCategory } from "../../contract/documents";
import type { UploadedPdf } from "./documents.service";

interface SampleDocument {
  title: string;
  category: DocumentCategory;
  date: string;
  /** Under public/documents/ (the placeholders `npm run documents` generates). */
  file: string;
}

const academicYears = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => {
    const start = from + index;
    return { label: `${start}-${String(start + 1).slice(2)}`, start };
  });

const renewalOrdinals = ["1st", "2nd", "3rd", "4th"];

/** A fresh installation's documents (SAMPLE_DATA): the generated placeholder PDFs, in page order. */
const SAMPLE_DOCUMENTS: SampleDocument[] = [
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
];

/** The sample documents with their files' bytes (ones whose placeholder is missing are left out). */
export async function sampleDocuments(root = path.resolve(process.cwd(), "public/documents")) {
  const samples: (Omit<SampleDocument, "file"> & { file: UploadedPdf })[] = [];
  for (const sample of SAMPLE_DOCUMENTS) {
    const bytes = await readFile(path.join(root, sample.file)).catch(() => undefined);
    if (bytes)
      samples.push({ ...sample, file: { bytes: new Uint8Array(bytes), name: path.basename(sample.file) } });
  }
  return samples;
}
