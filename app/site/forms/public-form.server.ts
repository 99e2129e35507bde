import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import type { FieldError } from "../../../contract/common";
import { isBot, PUBLIC_FORM_MAX_BYTES } from "../../../contract/public-form";
import type { Actor } from "../../../server/actor";
import { asAppError, saveFailure, schemaFailure } from "./app-error";
import type { FormOutcome } from "./form-outcome";
import { failureTexts, localizeFailure } from "./localize-failure";
import { messagesOf } from "../i18n/messages";
import type { MessageKey } from "../i18n/messages.en";

interface PublicFormOptions<F extends string, S extends z.ZodType, Saved> {
  request: Request;
  context: AppLoadContext;
  /** The form's field names, as posted. */
  fields: readonly F[];
  /** The contract schema the REST endpoint validates with. */
  schema: S;
  /** Turns the posted fields into the schema's input (default: as posted). */
  toInput?: (values: Record<F, string>) => Record<string, unknown>;
  /** Renames or rewords schema errors for this form's fields. */
  mapErrors?: (errors: FieldError[]) => FieldError[];
  /** Each field's label (catalogue key): a page in another language names the field so in its errors. */
  labels?: Partial<Record<F, MessageKey>>;
  /** Stores the post; `visitor` is the actor the service records (no account, the caller's address). */
  save: (input: z.output<S>, visitor: Actor) => Promise<Saved>;
  successMessage: string;
  /** The saved record's reference the visitor is told to quote (an enquiry's ENQ-000123). */
  referenceOf?: (saved: Saved) => string;
  /** What of the saved record the page's own confirmation shows: the JSON door answers it as `data`. */
  receipt?: (saved: Saved) => Record<string, string>;
}

/**
 * A refused post in the page's words: on a page in another language than English each field error and the
 * message over them from the catalogue (by field and issue, localize-failure.ts); on an English page the
 * contract's and services' own words.
 */
export function pageFailure(context: AppLoadContext, labels: Partial<Record<string, MessageKey>> = {}) {
  const texts =
    context.language && context.language !== "en"
      ? failureTexts(messagesOf(context.language).t, labels)
      : undefined;
  return (
    status: number,
    message: string,
    errors?: FieldError[],
  ): { message: string; errors?: FieldError[] } =>
    texts
      ? { ...localizeFailure(texts, status, errors), ...(errors ? {} : { errors }) }
      : { message, errors };
}

const TOO_LARGE = Symbol("too large");

/** The body's bytes, or TOO_LARGE as soon as more than `max` bytes are declared or have arrived. */
async function readCapped(
  request: Request,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | typeof TOO_LARGE> {
  if (Number(request.headers.get("content-length") ?? 0) > max) return TOO_LARGE;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      // The rest stays unread; the server drains it after answering (server/http/body-limit.ts).
      if (size > max) return TOO_LARGE;
      chunks.push(value);
    }
  } catch {
    return TOO_LARGE;
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A public form posted without JavaScript, held to the same rules as its REST endpoint: the per-address
 * rate limit, the size cap, the contract schema, the honeypot, and the same service call. Answers with
 * the REST envelope (plus the posted values on failure) and the matching status.
 */
export async function submitPublicForm<F extends string, S extends z.ZodType, Saved = unknown>(
  options: PublicFormOptions<F, S, Saved>,
) {
  const { request, context } = options;
  const inPageWords = pageFailure(context, options.labels);
  const fail = (status: number, message: string, values?: Record<F, string>, errors?: FieldError[]) =>
    data<FormOutcome<F>>({ success: false, ...inPageWords(status, message, errors), values }, { status });

  // The cap holds while the body streams in (a chunked post has no Content-Length to trust), before
  // anything is parsed or echoed back.
  const body = await readCapped(request, PUBLIC_FORM_MAX_BYTES);
  if (body === TOO_LARGE) return fail(413, "The form is too large to send.");
  const form = await new Response(body, {
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  })
    .formData()
    .catch(() => undefined);
  if (!form) return fail(400, "The form could not be read. Please try again.");
  const values = Object.fromEntries(
    options.fields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as Record<F, string>;
  const website = form.get("website");

  try {
    await context.services.publicFormLimiter.hit(`address:${context.clientAddress}`);
  } catch (error) {
    const appError = asAppError(error);
    if (appError?.kind === "rate-limited") return fail(429, appError.message, values);
    throw error;
  }

  const input = {
    ...(options.toInput ? options.toInput(values) : values),
    website: typeof website === "string" ? website : undefined,
  };
  const parsed = options.schema.safeParse(input);
  if (!parsed.success) {
    const refused = schemaFailure(parsed.error.issues, options.mapErrors);
    return fail(refused.status, refused.message, values, refused.errors);
  }

  if (isBot(parsed.data as { website?: string })) {
    return data<FormOutcome<F>>({ success: true, message: options.successMessage }, { status: 200 });
  }
  let saved: Saved;
  try {
    saved = await options.save(parsed.data, {
      user: null,
      ip: context.clientAddress,
      requestId: context.requestId ?? null,
    });
  } catch (error) {
    const failed = saveFailure(error, context, "public form post failed");
    return fail(failed.status, failed.message, values, failed.errors);
  }
  const reference = options.referenceOf?.(saved);
  const receipt = options.receipt?.(saved);
  return data<FormOutcome<F>>(
    {
      success: true,
      message: options.successMessage,
      ...(reference ? { reference } : {}),
      ...(receipt ? { receipt } : {}),
    },
    { status: 200 },
  );
}
