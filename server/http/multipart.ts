import { FILE_TOO_LARGE_MESSAGE } from "../../contract/faculty";
import { invalid, isDomainError, tooLarge, unsupportedMediaType } from "../errors";
import { setBodyLimit } from "./body-limit";

/** Room for the text fields and multipart framing around an upload of `fileBytes`. */
const FRAMING_BYTES = 256 * 1024;

/** Refuses a body larger than one file of `fileBytes` plus its fields, while it streams in (413). */
export const uploadLimit = (fileBytes: number, message = FILE_TOO_LARGE_MESSAGE) =>
  setBodyLimit(fileBytes + FRAMING_BYTES, message);

export interface MultipartBody {
  fields: Record<string, unknown>;
  /** Chosen files only: an empty file input (no file picked) is left out. */
  files: Record<string, File>;
}

/** Reads a multipart (or JSON) body into text fields and files. */
export async function readMultipart(request: Request): Promise<MultipartBody> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const body: unknown = await request.json().catch((error: unknown) => {
      if (isDomainError(error)) throw error;
      return undefined;
    });
    if (typeof body !== "object" || body === null || Array.isArray(body))
      throw invalid("The request body is not a JSON object");
    return { fields: body as Record<string, unknown>, files: {} };
  }
  if (!type.includes("multipart/form-data")) {
    throw unsupportedMediaType("Send the fields as multipart/form-data");
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    // The body limit throws from inside the stream that formData() reads: keep that 413.
    if (isDomainError(error)) throw error;
    throw invalid("The form data could not be read");
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value;
    else if (value.size > 0 || value.name) files[name] = value;
  }
  return { fields, files };
}

/** The bytes of the file chosen as `field` (undefined when none), refusing one over `maxBytes` (413). */
export async function uploadedBytes(
  body: MultipartBody,
  field: string,
  maxBytes: number,
): Promise<Uint8Array | undefined> {
  const file = body.files[field];
  if (!file) return undefined;
  if (file.size > maxBytes) throw tooLarge(FILE_TOO_LARGE_MESSAGE);
  return new Uint8Array(await file.arrayBuffer());
}
