import { collegeDate } from "../../contract/college-time";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { drawable, wrap } from "../lib/pdf-text";
import { COLLEGE_NAME } from "../../contract/college";
import {
  asOnDate,
  formatDay,
  formatMonth,
  listHeading,
  sectionsOf,
  type PublicationWithRows,
} from "../../contract/nmc";
import { toCsv } from "../lib/csv";

/** File names of a month's downloads: stable, one per month (the latest revision). */
export const csvFileName = (month: string) => `nmc-faculty-${month}.csv`;
export const pdfFileName = (month: string) => `nmc-faculty-${month}.pdf`;

const CSV_HEADER = [
  "Department",
  "Name",
  "Designation",
  "Principal / Dean / Medical Superintendent",
  "Qualification",
  "Medical Council",
  "Registration No",
  "Onboarded in AEBAS",
  "AEBAS ID",
  "Faculty as on",
  "Published on",
  "Revision",
];

/** The list as CSV: UTF-8 with a byte-order mark (spreadsheets then read it as UTF-8), one row per member. */
export function listCsv(list: PublicationWithRows): string {
  const asOn = asOnDate(list.month, list.publishedAt);
  const published = collegeDate(new Date(list.publishedAt));
  return toCsv(
    CSV_HEADER,
    sectionsOf(list.rows).flatMap((section) =>
      section.rows.map((row) => [
        section.department,
        row.name,
        row.designation,
        row.leadershipRole ?? "",
        row.qualification,
        row.medicalCouncil ?? "",
        row.regNo,
        row.aebasId ? "Yes" : "No",
        row.aebasId ?? "",
        asOn,
        published,
        list.revision,
      ]),
    ),
  );
}

// A4 in points, with 40-point margins.
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
// Each column is wide enough for its longest word ("Onboarded" needs about 40 points at 8 points).
const COLUMNS = [
  { title: "Name", width: 112 },
  { title: "Designation", width: 88 },
  { title: "Qualification", width: 104 },
  { title: "Medical council", width: 86 },
  { title: "Registration no.", width: 70 },
  { title: "AEBAS", width: 55 },
] as const;
const SIZE = { body: 8, header: 8, section: 11, title: 12 };
const LINE = 10;

/**
 * The list as a PDF: A4, a section per department, and on every page the college's name, the month
 * and the publication date. Photos are left out (they are on the web page), which keeps the file small.
 */
export async function listPdf(list: PublicationWithRows): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const heading = listHeading(list);
  const revision = list.revision > 1 ? `Revision ${list.revision}: ${list.reason ?? ""}` : "";
  document.setTitle(`${COLLEGE_NAME}: faculty department-wise, ${formatMonth(list.month)}`);
  document.setAuthor(COLLEGE_NAME);
  document.setCreationDate(new Date(list.publishedAt));
  document.setModificationDate(new Date(list.publishedAt));

  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const text = (value: string, x: number, at: number, font: PDFFont, size: number, color = rgb(0, 0, 0)) =>
    page.drawText(drawable(font, value), { x, y: at, font, size, color });

  const columnHeader = () => {
    let x = PAGE.margin;
    for (const column of COLUMNS) {
      text(column.title, x, y, bold, SIZE.header);
      x += column.width;
    }
    y -= 4;
    page.drawLine({
      start: { x: PAGE.margin, y },
      end: { x: PAGE.width - PAGE.margin, y },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    y -= LINE;
  };

  const newPage = (continuing?: string) => {
    page = document.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.height - PAGE.margin;
    text(COLLEGE_NAME, PAGE.margin, y, bold, SIZE.title);
    y -= 16;
    text(
      `NMC department-wise list of teaching faculty: ${formatMonth(list.month)}`,
      PAGE.margin,
      y,
      regular,
      10,
    );
    y -= 13;
    text(heading, PAGE.margin, y, regular, 9, rgb(0.25, 0.25, 0.25));
    if (revision) {
      y -= 12;
      for (const line of wrap(regular, revision, 8, PAGE.width - 2 * PAGE.margin).slice(0, 2)) {
        text(line, PAGE.margin, y, regular, 8, rgb(0.45, 0.1, 0.1));
        y -= 10;
      }
      y += 10;
    }
    y -= 20;
    if (continuing) {
      text(`${continuing} (continued)`, PAGE.margin, y, bold, SIZE.section);
      y -= 16;
      columnHeader();
    }
  };

  newPage();
  const bottom = PAGE.margin + 20;
  const sections = sectionsOf(list.rows);
  if (sections.length === 0) text("No teaching faculty were recorded.", PAGE.margin, y, regular, 10);
  for (const section of sections) {
    if (y - 16 - 2 * LINE - 3 * LINE < bottom) newPage();
    text(`${section.department} (${section.rows.length})`, PAGE.margin, y, bold, SIZE.section);
    y -= 16;
    columnHeader();
    for (const row of section.rows) {
      const cells = [
        row.leadershipRole ? `${row.name} (${row.leadershipRole})` : row.name,
        row.designation,
        row.qualification,
        row.medicalCouncil ?? "Not recorded",
        row.regNo,
        row.aebasId ? "Onboarded" : "Not onboarded",
      ];
      const wrapped = cells.map((cell, index) => wrap(regular, cell, SIZE.body, COLUMNS[index]!.width - 6));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * LINE;
      if (y - height < bottom) newPage(section.department);
      let x = PAGE.margin;
      wrapped.forEach((lines, index) => {
        lines.forEach((line, n) => text(line, x, y - n * LINE, index === 0 ? bold : regular, SIZE.body));
        x += COLUMNS[index]!.width;
      });
      y -= height + 3;
    }
    y -= 12;
  }

  const published = formatDay(collegeDate(new Date(list.publishedAt)));
  pages.forEach((each, index) => {
    page = each;
    text(
      `${COLLEGE_NAME} · ${formatMonth(list.month)} · published ${published} · page ${index + 1} of ${pages.length}`,
      PAGE.margin,
      PAGE.margin - 10,
      regular,
      7,
      rgb(0.35, 0.35, 0.35),
    );
  });
  return document.save();
}
