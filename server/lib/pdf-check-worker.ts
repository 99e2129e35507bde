import type * as NodePath from "node:path";
import type * as PdfLib from "pdf-lib";

export interface PdfCheckInput {
  bytes: Uint8Array;
  /** The resolved path of pdf-lib's CommonJS entry. */
  pdfLibEntry: string;
  /** Most bytes pdf-lib may unpack from the file's streams while loading it. */
  maxDecodedBytes: number;
}

export type PdfCheckResult = "ok" | "not-a-pdf" | "too-complex";

/**
 * Runs inside a worker thread, from its source text: it may use nothing but its arguments (no imports, no
 * closures). Every pdf-lib decoder (Flate, LZW, run-length, ASCII85, hex) grows its output through
 * DecodeStream.ensureBuffer, so counting there caps what loading can unpack; pdf-lib swallows errors in
 * damaged objects, so passing the cap is remembered rather than only thrown.
 */
export async function checkPdfInWorker(
  load: (id: string) => unknown,
  input: PdfCheckInput,
): Promise<PdfCheckResult> {
  const quiet = () => undefined;
  // eslint-disable-next-line no-console -- silencing, not logging
  console.log = quiet;
  console.warn = quiet;
  console.error = quiet;

  const path = load("node:path") as typeof NodePath;
  const pdfLib = load(input.pdfLibEntry) as typeof PdfLib;
  const decodeStreamModule = load(
    path.join(path.dirname(input.pdfLibEntry), "core", "streams", "DecodeStream.js"),
  ) as { default: { prototype: Record<string, unknown> } };
  const prototype = decodeStreamModule.default.prototype;
  const ensureBuffer = prototype.ensureBuffer as (this: object, requested: number) => Uint8Array;

  let decoded = 0;
  let exceeded = false;
  const counted = new WeakMap<object, number>();
  prototype.ensureBuffer = function (this: object, requested: number) {
    const before = counted.get(this) ?? 0;
    if (requested > before) {
      decoded += requested - before;
      counted.set(this, requested);
    }
    if (decoded > input.maxDecodedBytes) exceeded = true;
    if (exceeded) throw new Error("Unpacked size limit reached");
    return ensureBuffer.call(this, requested);
  };

  try {
    const pdf = await pdfLib.PDFDocument.load(input.bytes, { ignoreEncryption: true, updateMetadata: false });
    // pdf-lib recovers what it can from a damaged file: one without a single page is not a document.
    if (exceeded) return "too-complex";
    return pdf.getPageCount() < 1 ? "not-a-pdf" : "ok";
  } catch {
    return exceeded ? "too-complex" : "not-a-pdf";
  }
}
