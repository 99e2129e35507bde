import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { NOT_A_PDF_MESSAGE, PDF_TOO_COMPLEX_MESSAGE } from "../../contract/collections/documents";
import { invalid } from "../errors";
import { checkPdfInWorker, type PdfCheckInput, type PdfCheckResult } from "./pdf-check-worker";

/** What a check may unpack (object and cross-reference streams), its JavaScript heap, and its time. */
export const PDF_CHECK_LIMITS = {
  maxDecodedBytes: 64 * 1024 * 1024,
  maxHeapMb: 256,
  timeoutMs: 20_000,
  /** Checks running at once (the rest wait): each may use the limits above. */
  concurrency: 2,
};

const notAPdf = () => invalid(NOT_A_PDF_MESSAGE, [{ field: "file", message: NOT_A_PDF_MESSAGE }]);
const tooComplex = () =>
  invalid(PDF_TOO_COMPLEX_MESSAGE, [{ field: "file", message: PDF_TOO_COMPLEX_MESSAGE }]);

// pdf-lib's CommonJS entry, resolved here so the worker loads the same copy in development, tests and the build.
const pdfLibEntry = createRequire(import.meta.url).resolve("pdf-lib");

// The worker runs from source text (no separate file to bundle): the checker function receives `require`.
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
(${checkPdfInWorker.toString()})(require, workerData).then((result) => parentPort.postMessage(result));
`;

let running = 0;
const waiting: (() => void)[] = [];
async function slot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= PDF_CHECK_LIMITS.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function runCheck(bytes: Uint8Array): Promise<PdfCheckResult> {
  const input: PdfCheckInput = { bytes, pdfLibEntry, maxDecodedBytes: PDF_CHECK_LIMITS.maxDecodedBytes };
  return new Promise((resolve) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: PDF_CHECK_LIMITS.maxHeapMb },
      // pdf-lib reports damaged objects with console.log: keep them out of the server's log.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const finish = (result: PdfCheckResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish("too-complex"), PDF_CHECK_LIMITS.timeoutMs);
    worker.once("message", (result: PdfCheckResult) => finish(result));
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any other failure of the checker: the file is refused.
    worker.once("error", (error: NodeJS.ErrnoException) =>
      finish(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "too-complex" : "not-a-pdf"),
    );
    worker.once("exit", () => finish("too-complex"));
  });
}

/**
 * Checks by content (not name or declared type) that an upload is a PDF: it starts with the `%PDF-` marker and
 * pdf-lib can parse it into at least one page (encrypted PDFs are accepted). Parsing runs in a worker thread
 * with a cap on unpacked bytes, heap and time, so a hostile file neither freezes the server nor exhausts
 * its memory.
 */
export async function assertPdf(bytes: Uint8Array): Promise<void> {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  if (!head.startsWith("%PDF-")) throw notAPdf();
  const result = await slot(() => runCheck(bytes));
  if (result === "too-complex") throw tooComplex();
  if (result !== "ok") throw notAPdf();
}
