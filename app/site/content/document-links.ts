import type { PdfDocument } from "~/content/documents";
import type { DocumentLink } from "../../../server/documents/documents.service";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** Documents from the documents service (through a page's loader) as the PDF lists show them. */
export function toPdfDocuments(documents: DocumentLink[]): PdfDocument[] {
  return documents.map((document) => ({
    title: document.title,
    href: document.url,
    note: `Dated ${dateFormat.format(new Date(`${document.date}T00:00:00Z`))}`,
  }));
}

/** Student lists and results: titles starting "PG" go to the PG column, the rest to MBBS. */
export function byCourse(documents: PdfDocument[]) {
  return {
    mbbs: documents.filter((document) => !/^PG\b/i.test(document.title)),
    pg: documents.filter((document) => /^PG\b/i.test(document.title)),
  };
}
