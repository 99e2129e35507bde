import { PDFDocument, PDFName } from "pdf-lib";
import { ATTACHMENT_TYPES_MESSAGE } from "../../contract/grievances";
import { assertPdf } from "../lib/pdf-check";
import { invalid } from "../errors";
import { readImage } from "../lib/image";

export interface CleanAttachment {
  contentType: "application/pdf" | "image/jpeg" | "image/png";
  data: Buffer;
}

const refused = (message = ATTACHMENT_TYPES_MESSAGE) => invalid(message, [{ field: "attachment", message }]);

/** Photos are kept large enough to read a document photographed on a phone. */
const MAX_SIDE = 4000;

/**
 * Checks by content that a complaint's attachment is a PDF, JPEG or PNG, and rewrites it: a photo is
 * re-encoded upright without its metadata (a phone's EXIF carries the place and the device), a PDF is
 * re-saved by pdf-lib without its information dictionary and XMP metadata (author, software).
 */
export async function cleanAttachment(bytes: Uint8Array): Promise<CleanAttachment> {
  if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-") {
    await assertPdf(bytes).catch(() => {
      throw refused();
    });
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (pdf.isEncrypted) {
      throw refused("The PDF is password-protected: attach it without a password, or attach a photo of it");
    }
    pdf.context.trailerInfo.Info = undefined;
    pdf.catalog.delete(PDFName.of("Metadata"));
    return { contentType: "application/pdf", data: Buffer.from(await pdf.save()) };
  }
  const image = await readImage(bytes, "attachment").catch(() => {
    throw refused();
  });
  if (image.format !== "jpeg" && image.format !== "png") throw refused();
  const resize = { width: MAX_SIDE, height: MAX_SIDE, fit: "inside" as const, withoutEnlargement: true };
  const data = await image.encode(image.format, resize, 85).catch(() => {
    throw refused();
  });
  return { contentType: image.format === "png" ? "image/png" : "image/jpeg", data };
}
