import { PDFDocument } from "pdf-lib";
import { NOT_A_PDF_MESSAGE } from "../../contract/documents";
import { invalid } from "../errors";

const notAPdf = () => invalid(NOT_A_PDF_MESSAGE, [{ field: "file", message: NOT_A_PDF_MESSAGE }]);

/**
 * Checks by content (not name or declared type) that an upload is a PDF: it starts with the `%PDF-` marker and
 * pdf-lib can parse it into at least one page (encrypted PDFs are accepted).
 */
export async function assertPdf(bytes: Uint8Array): Promise<void> {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  if (!head.startsWith("%PDF-")) throw notAPdf();
  let pages = 0;
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    // pdf-lib recovers what it can from a damaged file: one without a single page is not a document.
    pages = pdf.getPageCount();
  } catch {
    throw notAPdf();
  }
  if (pages < 1) throw notAPdf();
}
