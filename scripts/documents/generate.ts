// Writes the placeholder PDFs behind every document link of the site: `npm run documents`.
// Each one names the official document that belongs there; replace a file to publish the real document.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { publishedDocuments, type PdfDocument } from "../../app/content/documents";
import { siteConfig } from "../../app/content/site-config";
import { addressLineOf, DEFAULT_SITE_SETTINGS } from "../../contract/site-settings";
import { SAMPLE_DOCUMENTS } from "../../server/documents/documents.samples";

// The files the pages link to directly, then the sample documents a new install with SAMPLE_DATA starts with
// (one file may stand behind several links: the first title names it).
const documents: PdfDocument[] = [
  ...publishedDocuments(),
  ...SAMPLE_DOCUMENTS.map((sample) => ({
    title: sample.title,
    href: `/documents/${sample.file}`,
    note: sample.note,
  })),
];

/** Splits text into lines that fit the page width. */
function wrap(text: string, measure: (line: string) => number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The standard PDF fonts encode WinAnsi only: keep titles to printable ASCII. */
const ascii = (text: string) => text.replace(/[^\x20-\x7E]/g, "");

async function placeholderPdf(document: PdfDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setAuthor(siteConfig.name);
  pdf.setSubject("Placeholder: the official document will be published here");
  // Fixed dates keep the files byte-identical between runs.
  pdf.setCreationDate(new Date("2025-01-01T00:00:00Z"));
  pdf.setModificationDate(new Date("2025-01-01T00:00:00Z"));
  const page = pdf.addPage([595.28, 841.89]); // A4
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 56;
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;
  const draw = (text: string, size: number, font = regular, colour = rgb(0.1, 0.15, 0.25)) => {
    for (const line of wrap(text, (l) => font.widthOfTextAtSize(l, size), width)) {
      y -= size * 1.4;
      page.drawText(line, { x: margin, y, size, font, color: colour });
    }
  };
  page.drawRectangle({
    x: 0,
    y: page.getHeight() - 8,
    width: page.getWidth(),
    height: 8,
    color: rgb(0.06, 0.3, 0.51),
  });
  draw(siteConfig.name, 16, bold, rgb(0.06, 0.3, 0.51));
  draw(addressLineOf(DEFAULT_SITE_SETTINGS.address), 10);
  y -= 24;
  draw(ascii(document.title), 22, bold);
  if (document.note) draw(ascii(document.note), 12);
  y -= 16;
  draw("Placeholder: the official document will be published here.", 13, bold, rgb(0.7, 0.33, 0.04));
  y -= 8;
  draw(
    `This file stands in for the official document "${ascii(document.title)}" of ${siteConfig.name}. ` +
      `For a copy in the meantime, please write to ${DEFAULT_SITE_SETTINGS.emails.general} or call ${DEFAULT_SITE_SETTINGS.phone}.`,
    11,
  );
  return pdf.save();
}

let count = 0;
for (const document of new Map(documents.map((d) => [d.href, d])).values()) {
  const file = path.join("public", document.href);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await placeholderPdf(document));
  count++;
}
process.stdout.write(`wrote ${count} documents\n`);
