import { inflateSync } from "node:zlib";
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from "pdf-lib";

/** The text a content stream shows with Tj (pdf-lib writes each string as hex; WinAnsi ≈ Latin-1 here). */
function shownText(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) return "";
  const filter = stream.dict.get(PDFName.of("Filter"));
  const bytes =
    filter === PDFName.of("FlateDecode") ? inflateSync(stream.contents) : Buffer.from(stream.contents);
  const content = bytes.toString("latin1");
  return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
    .map((match) => Buffer.from(match[1]!, "hex").toString("latin1"))
    .join("\n");
}

/**
 * The text drawn on each page of a PDF written with pdf-lib's standard fonts, page by page: enough to
 * check what a generated PDF says without a PDF tool on the machine.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => document.context.lookup(ref))
        : [contents];
    return streams.map(shownText).join("\n");
  });
}
