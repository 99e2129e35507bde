import { data, type AppLoadContext } from "react-router";
import type { FieldError } from "../../../../contract/common";
import {
  ATTACHMENT_TOO_LARGE_MESSAGE,
  GRIEVANCE_FIELDS,
  grievanceInput,
  type GrievanceReceipt,
} from "../../../../contract/grievances";
import { isBot } from "../../../../contract/public-form";
import { asAppError, saveFailure, schemaFailure } from "~/site/forms/app-error";
import { pageFailure } from "~/site/forms/public-form.server";
import { COMPLAINT_LABELS } from "./complaint-labels";

type Field = (typeof GRIEVANCE_FIELDS)[number];

export type ComplaintOutcome =
  | { success: true; receipt: GrievanceReceipt }
  | { success: false; message: string; errors?: FieldError[]; values?: Partial<Record<Field, string>> };

/** The answer carries the status key: never cached, never stored by a proxy. */
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The complaint form posted without JavaScript (multipart, with its optional attachment): the same
 * per-address limit, schema, honeypot and service call as POST /api/grievances.
 */
export async function submitComplaint(request: Request, context: AppLoadContext) {
  const inPageWords = pageFailure(context, COMPLAINT_LABELS);
  const fail = (
    status: number,
    message: string,
    values?: Partial<Record<Field, string>>,
    errors?: FieldError[],
  ) =>
    data<ComplaintOutcome>(
      { success: false, ...inPageWords(status, message, errors), values },
      { status, headers: NO_STORE },
    );
  // The server caps this page's body while it streams in (grievances.module.ts), whether or not a
  // Content-Length was sent; a body past it fails to read as "too-large".
  try {
    await context.services.grievances.limitSubmission(context.clientAddress);
  } catch (error) {
    const appError = asAppError(error);
    if (appError?.kind === "rate-limited") return fail(429, appError.message);
    throw error;
  }
  const form = await request.formData().catch((error: unknown) => asAppError(error) ?? null);
  if (!(form instanceof FormData)) {
    return form?.kind === "too-large"
      ? fail(413, ATTACHMENT_TOO_LARGE_MESSAGE)
      : fail(400, "The form could not be read. Please try again.");
  }
  const values = Object.fromEntries(
    GRIEVANCE_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as Record<Field, string>;
  const website = form.get("website");
  const parsed = grievanceInput.safeParse({
    ...values,
    // The page's language stays with the complaint: the committee may answer in it.
    language: context.language,
    website: typeof website === "string" ? website : undefined,
  });
  if (!parsed.success) {
    const refused = schemaFailure(parsed.error.issues);
    return fail(refused.status, refused.message, values, refused.errors);
  }
  if (isBot(parsed.data)) {
    return data<ComplaintOutcome>(
      { success: true, receipt: { reference: "", statusKey: "" } },
      { headers: NO_STORE },
    );
  }
  const file = form.get("attachment");
  const bytes = file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : undefined;
  try {
    const receipt = await context.services.grievances.create(
      { user: null, ip: context.clientAddress, requestId: context.requestId ?? null },
      parsed.data,
      bytes,
    );
    return data<ComplaintOutcome>({ success: true, receipt }, { headers: NO_STORE });
  } catch (error) {
    const failed = saveFailure(error, context, "complaint post failed");
    return fail(failed.status, failed.message, values, failed.errors);
  }
}
