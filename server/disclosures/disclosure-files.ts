import { collegeDate } from "../../contract/college-time";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { ACADEMIC_EVENT_KIND_LABELS } from "../../contract/collections/academic-events";
import { RECOGNITION_LABELS } from "../../contract/collections/courses";
import { CLINICAL_MATERIAL_FIELDS } from "../../contract/clinical-material";
import { COLLEGE_NAME } from "../../contract/college";
import { MSR_HUB_LINK_TEXT, MSR_ITEMS, type MsrItemLetter } from "../../contract/disclosures";
import { formatDay, formatMonth } from "../../contract/nmc";
import { QUOTA_LABELS } from "../../contract/students";
import { toCsv } from "../lib/csv";
import { drawable, wrap } from "../lib/pdf-text";
import type { MsrItem, MsrItemOf } from "./disclosures.service";

/** What a month's files need of its publication. */
export interface PublishedMonth {
  month: string;
  revision: number;
  reason: string | null;
  publishedAt: string;
  items: MsrItem[];
}

/** File names of a month's downloads. */
export const itemCsvFileName = (month: string, letter: MsrItemLetter) => `msr-b-1-11-${month}-${letter}.csv`;
export const monthPdfFileName = (month: string) => `msr-b-1-11-${month}.pdf`;

type Cell = string | number | null;
interface Table {
  header: string[];
  rows: Cell[][];
}

const CLINICAL_KEYS = Object.keys(CLINICAL_MATERIAL_FIELDS).filter((name) => name !== "month") as (
  keyof MsrItemOf<"k">["totals"] | "bedOccupancyPercent"
)[];

/** Each item as one table (its CSV, and its section of the PDF): the rows the item's page shows. */
const TABLES: { [Letter in MsrItemLetter]: (item: MsrItemOf<Letter>) => Table } = {
  a: (item) => ({
    header: ["Post", "Name", "Designation", "Qualification", "Address", "Phone", "E-mail"],
    rows: item.heads.map((head) => [
      head.post,
      head.name,
      head.designation,
      head.qualification,
      head.address,
      head.phones.join(", "),
      head.email,
    ]),
  }),
  b: (item) => ({
    header: ["Staff", "Department or section", "Number"],
    rows: [
      ...item.teaching.byDepartment.map((row): Cell[] => ["Teaching", row.department, row.count]),
      ["Teaching", "Total", item.teaching.total],
      ...item.nonTeaching.bySection.map((row): Cell[] => ["Non-teaching", row.section, row.count]),
      ["Non-teaching", "Total", item.nonTeaching.total],
    ],
  }),
  c: (item) => ({
    header: ["Course", "Level", "Degree", "Duration", "Sanctioned seats a year"],
    rows: [
      ...item.courses.map((course): Cell[] => [
        course.name,
        course.level,
        course.degree,
        course.duration,
        course.seats,
      ]),
      ["Total UG", "UG", "", "", item.totals.UG],
      ["Total PG", "PG", "", "", item.totals.PG],
    ],
  }),
  d: (item) => ({
    header: [
      "Academic year",
      "Level",
      "Category",
      "NEET rank",
      "Name",
      "Course",
      "Quota",
      "NEET score",
      "Admitted on",
    ],
    rows: item.groups.flatMap((group) =>
      group.categories.flatMap((category) =>
        category.students.map((student): Cell[] => [
          group.batch,
          group.level,
          category.label,
          student.neetRank,
          student.name,
          student.course,
          QUOTA_LABELS[student.quota],
          student.neetScore,
          student.admittedOn,
        ]),
      ),
    ),
  }),
  e: (item) => ({
    header: ["Published on", "Title", "Authors", "Journal", "Department", "Link"],
    rows: item.publications.map((row) => [
      row.publishedOn,
      row.title,
      row.authors,
      row.journal,
      row.department,
      row.link ?? null,
    ]),
  }),
  f: (item) => ({
    header: ["Held on", "Title", "Kind", "Department", "About"],
    rows: item.events.map((row) => [
      row.heldOn,
      row.title,
      ACADEMIC_EVENT_KIND_LABELS[row.kind],
      row.department ?? "Whole college",
      row.description ?? null,
    ]),
  }),
  g: (item) => ({
    header: ["Date", "Award or achievement", "Recipient", "About"],
    rows: item.awards.map((row) => [row.awardedOn, row.title, row.recipient, row.description ?? null]),
  }),
  h: (item) => ({
    header: ["University", "Affiliation", "Address", "Office", "Name", "Phone", "E-mail"],
    rows: item.universities.flatMap((university) =>
      (university.officers.length ? university.officers : [null]).map((officer): Cell[] => [
        university.name,
        university.affiliation,
        university.address,
        officer?.designation ?? null,
        officer?.name ?? null,
        officer?.phones.join(", ") ?? null,
        officer?.email ?? null,
      ]),
    ),
  }),
  i: (item) => ({
    header: ["Examination", "Held", "Appeared", "Passed", "Pass %", "Result document"],
    rows: item.results.map((row) => [
      row.exam,
      row.held,
      row.appeared,
      row.passed,
      row.passPercent,
      row.documentUrl,
    ]),
  }),
  j: (item) => ({
    header: ["Course", "Level", "Recognition status", "Details"],
    rows: item.courses.map((course) => [
      course.name,
      course.level,
      course.recognition ? RECOGNITION_LABELS[course.recognition] : "Not recorded",
      course.recognitionDetails ?? null,
    ]),
  }),
  k: (item) => ({
    header: ["Month", ...CLINICAL_KEYS.map((name) => CLINICAL_MATERIAL_FIELDS[name].label)],
    rows: [
      ...item.rows.map((row): Cell[] => [row.month, ...CLINICAL_KEYS.map((name) => row[name])]),
      // The year's totals (the occupancy averaged), when any month is recorded.
      ...(item.rows.length === 0
        ? []
        : [
            [
              "Total",
              ...CLINICAL_KEYS.map((name) =>
                name === "bedOccupancyPercent" ? item.averageOccupancy : item.totals[name],
              ),
            ],
          ]),
    ],
  }),
  l: (item) => ({
    header: ["Committee or document", "Name or title", "Role or date", "Phone", "E-mail or address"],
    rows: [
      ...item.committees.flatMap((committee) =>
        committee.members.map((member): Cell[] => [
          committee.name,
          member.name,
          member.role ?? null,
          member.phone ?? null,
          member.email ?? null,
        ]),
      ),
      ...item.documents.map((document): Cell[] => [
        "Document",
        document.title,
        document.date,
        null,
        document.url,
      ]),
    ],
  }),
};

export function itemTable(item: MsrItem): Table {
  return (TABLES[item.letter] as (item: MsrItem) => Table)(item);
}

/** One item of a published month as CSV (UTF-8 with a byte-order mark), with the publication's date. */
export function itemCsv(publication: PublishedMonth, letter: MsrItemLetter): string {
  const item = publication.items.find((one) => one.letter === letter)!;
  const { header, rows } = itemTable(item);
  const published = collegeDate(new Date(publication.publishedAt));
  return toCsv(
    [...header, "Publication month", "Published on", "Revision"],
    rows.map((row) => [...row, publication.month, published, publication.revision]),
  );
}

// A4 in points, with 40-point margins.
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const SIZE = { body: 8, section: 11, title: 12 };
const LINE = 10;
/** A table wider than this many columns is printed a record a paragraph ("Header: value · …"). */
const MAX_COLUMNS = 6;

/**
 * The whole month as one PDF: A4, every item in order with its table and what it lacked, and on every page
 * the college's name, the month and the publication date.
 */
export async function monthPdf(publication: PublishedMonth): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const month = formatMonth(publication.month);
  const published = formatDay(collegeDate(new Date(publication.publishedAt)));
  document.setTitle(`${COLLEGE_NAME}: ${MSR_HUB_LINK_TEXT}, ${month}`);
  document.setAuthor(COLLEGE_NAME);
  document.setCreationDate(new Date(publication.publishedAt));
  document.setModificationDate(new Date(publication.publishedAt));

  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const bottom = PAGE.margin + 20;
  const text = (value: string, x: number, at: number, font: PDFFont, size: number, color = rgb(0, 0, 0)) =>
    page.drawText(drawable(font, value), { x, y: at, font, size, color });

  const newPage = () => {
    page = document.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.height - PAGE.margin;
    text(COLLEGE_NAME, PAGE.margin, y, bold, SIZE.title);
    y -= 16;
    text(`${MSR_HUB_LINK_TEXT}: ${month}`, PAGE.margin, y, regular, 10);
    y -= 13;
    text(
      `Published ${published}${publication.revision > 1 ? `, revision ${publication.revision}` : ""}`,
      PAGE.margin,
      y,
      regular,
      9,
      rgb(0.25, 0.25, 0.25),
    );
    y -= 24;
  };
  /** Lines of one font, wrapped to a width, starting a new page when they do not fit. */
  const paragraph = (value: string, font: PDFFont, size: number, x = PAGE.margin, color = rgb(0, 0, 0)) => {
    for (const line of wrap(font, value, size, WIDTH - (x - PAGE.margin))) {
      if (y - LINE < bottom) newPage();
      text(line, x, y, font, size, color);
      y -= LINE + 1;
    }
  };

  newPage();
  if (publication.revision > 1 && publication.reason)
    paragraph(
      `Reason for revision ${publication.revision}: ${publication.reason}`,
      regular,
      9,
      PAGE.margin,
      rgb(0.45, 0.1, 0.1),
    );

  for (const item of publication.items) {
    if (y - 60 < bottom) newPage();
    y -= 6;
    paragraph(`(${item.letter}) ${MSR_ITEMS[item.letter]}`, bold, SIZE.section);
    y -= 3;
    const { header, rows } = itemTable(item);
    const cellText = (cell: Cell) => (cell === null || cell === "" ? "-" : String(cell));
    if (rows.length === 0) paragraph("Nothing recorded.", regular, SIZE.body);
    else if (header.length <= MAX_COLUMNS) {
      const width = WIDTH / header.length;
      const drawRow = (cells: string[], font: PDFFont) => {
        const wrapped = cells.map((cell) => wrap(font, cell, SIZE.body, width - 6));
        const height = Math.max(...wrapped.map((lines) => lines.length)) * LINE;
        if (y - height < bottom) newPage();
        wrapped.forEach((lines, index) =>
          lines.forEach((line, n) => text(line, PAGE.margin + index * width, y - n * LINE, font, SIZE.body)),
        );
        y -= height + 3;
      };
      drawRow(header, bold);
      for (const row of rows) drawRow(row.map(cellText), regular);
    } else {
      for (const row of rows) {
        paragraph(
          row.map((cell, index) => `${header[index]}: ${cellText(cell)}`).join(" · "),
          regular,
          SIZE.body,
        );
        y -= 3;
      }
    }
    if (item.missing.length) {
      y -= 2;
      paragraph(
        `Not recorded: ${item.missing.join("; ")}`,
        regular,
        SIZE.body,
        PAGE.margin,
        rgb(0.45, 0.1, 0.1),
      );
    }
    y -= 8;
  }

  pages.forEach((each, index) => {
    page = each;
    text(
      `${COLLEGE_NAME} · ${MSR_HUB_LINK_TEXT} · ${month} · published ${published} · page ${index + 1} of ${pages.length}`,
      PAGE.margin,
      PAGE.margin - 10,
      regular,
      7,
      rgb(0.35, 0.35, 0.35),
    );
  });
  return document.save();
}
