import { z } from "zod";
import {
  emailField,
  labelledPhoneField,
  limitField,
  pageField,
  phoneField,
  plainText,
  searchField,
  successBody,
} from "../common";
import {
  booleanField,
  CONTENT_STATUSES,
  contentPaginationSchema,
  contentStatusField,
  dateField,
  dateTimeField,
  safeHrefField,
} from "../content";
import { LANGUAGES } from "../language";
import type { Permission } from "../permissions";

/**
 * A content collection declared once (issue 20; Payload CMS's collection configs are the outside model,
 * `contract/faculty.ts` the inside one). From a declaration the code derives the zod contract (input, staff and
 * public output, list query and envelope), the REST routes and their OpenAPI entries, the audit entries, the
 * cache, revisions, and the back-office list and form. Records are stored generically (ADR 017).
 */

interface FieldBase {
  label: string;
  /** A value must be given (a list: at least one item). */
  required?: boolean;
  /** Staff only: never in public output. */
  private?: boolean;
  /** Help under the form control. */
  hint?: string;
  /** How error messages name the field (default: its label): an API whose messages named it so keeps them. */
  messageName?: string;
}

/** A text field's format: checked on the server, and the form's input type. */
export type TextFormat = "plain" | "email" | "phone" | "url";

export interface TextFieldSpec extends FieldBase {
  type: "text";
  max?: number;
  format?: TextFormat;
  /**
   * A `phone` field's fewest digits (default 7, with the message "Enter a valid phone number"); given, the
   * message names the field: 3 lets the short public service numbers (108, 112) through.
   */
  minDigits?: number;
  /** English value plus an optional Hindi value (`{ en, hi }`); a plain string sets the English one. */
  localized?: boolean;
  /** The Hindi text of the named field (see `HindiOf`). */
  hindiOf?: string;
}

/**
 * A field holding the Hindi text of another text field of the record, for a field whose API has always been a
 * plain English string (a notice's title): the API keeps that shape, this field comes beside it (staff only,
 * `private`), the form edits it next to the English with `lang="hi"`, and a Hindi page shows it in the English
 * field's place, the English text where it is empty (listed in `fallbacks`, like a `localized` field's).
 * A field declared bilingual from the start is `localized` instead.
 */
export interface HindiOf {
  hindiOf: string;
  private: true;
}
export interface LongTextFieldSpec extends FieldBase {
  type: "longText";
  max?: number;
  /** Rendered as (sanitised) Markdown on public pages. */
  markdown?: boolean;
  localized?: boolean;
  /** The Hindi text of the named field (see `HindiOf`). */
  hindiOf?: string;
}
export interface NumberFieldSpec extends FieldBase {
  type: "number";
  min?: number;
  max?: number;
  integer?: boolean;
}
export interface DateFieldSpec extends FieldBase {
  type: "date";
  /** A new record's form starts with today's date in India (a document's date). */
  defaultToday?: boolean;
}
/** An instant (ISO date-time, stored as UTC: `2026-01-05T10:00:00.000Z`); the form shows it in local time. */
export interface DateTimeFieldSpec extends FieldBase {
  type: "dateTime";
  /** Left empty, it is the moment of saving (a notice's publishAt). */
  defaultNow?: boolean;
}
export interface ChoiceFieldSpec<Choice extends string = string> extends FieldBase {
  type: "choice";
  choices: readonly Choice[];
  /** How screens and pages name each choice (the stored value stays the choice itself). */
  choiceLabels?: Readonly<Record<Choice, string>>;
  /** A new record's form starts with this choice (a document's category: Downloads). */
  defaultChoice?: Choice;
}

/** A choice's human name: the declaration's label for it, else the stored value. */
export const choiceLabel = (spec: ChoiceFieldSpec, value: string): string =>
  spec.choiceLabels?.[value] ?? value;
export interface BooleanFieldSpec extends FieldBase {
  type: "boolean";
}
/** One of the site's built-in illustrations (`public/images/<name>-<width>.webp`), by name. */
export interface ImageFieldSpec extends FieldBase {
  type: "image";
}
/**
 * An image staff upload (the ABHA counter's QR code): checked by its content, re-encoded to WebP widths, kept in
 * the media storage (local disk or S3), with its alt text. Only at a record's top level, not in a list. The API
 * takes `{ alt }` (or null to remove it) in the record's fields and the file as a multipart part of the field's
 * name beside a `data` part holding the JSON fields; it answers `UploadedImage`.
 */
export interface UploadFieldSpec extends FieldBase {
  type: "upload";
  /** The widths it is stored at (default `UPLOAD_WIDTHS`; never enlarged). */
  widths?: readonly number[];
}

/** The widths an uploaded image is stored at (never enlarged: a small image has fewer). */
export const UPLOAD_WIDTHS = [400, 800] as const;
/** At most this many bytes per uploaded file. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const UPLOAD_ALT_MAX = 200;

/** An uploaded image as the API answers it. */
export interface UploadedImage {
  alt: string;
  /** The largest stored width's address and its size (the size the page reserves). */
  url: string;
  width: number;
  height: number;
  /** Every stored width, smallest first (for srcset). */
  images: { width: number; url: string }[];
}

/**
 * An uploaded PDF (a document's file, issue 20): checked by its content and stored by the collection's module,
 * which sets the value; the generic API never takes it from a client. The form offers a PDF file picker.
 */
export interface PdfFieldSpec extends FieldBase {
  type: "pdf";
}

/** A PDF field's stored value: the current file (its storage key, the name it had, its size and version). */
export interface StoredPdf {
  key: string;
  fileName: string;
  size: number;
  version: number;
}

const storedPdfSchema = z.object({
  key: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  version: z.number().int(),
});

/** A published PDF document of the documents collection, by id. */
export interface DocumentFieldSpec extends FieldBase {
  type: "document";
}
/** Another collection's record, by id. */
export interface ReferenceFieldSpec extends FieldBase {
  type: "reference";
  to: string;
}
/** Part of a public address: lower-case letters, digits and dashes; unique in its collection. */
export interface SlugFieldSpec extends FieldBase {
  type: "slug";
}

export type ScalarFieldSpec =
  | TextFieldSpec
  | LongTextFieldSpec
  | NumberFieldSpec
  | DateFieldSpec
  | DateTimeFieldSpec
  | ChoiceFieldSpec
  | BooleanFieldSpec
  | ImageFieldSpec
  | DocumentFieldSpec
  | ReferenceFieldSpec;

/** A list of sub-records (a committee's members, OPD timing rows), each with its own fields. */
export interface ListFieldSpec<
  Of extends Record<string, ScalarFieldSpec> = Record<string, ScalarFieldSpec>,
> extends FieldBase {
  type: "list";
  of: Of;
  /** What one item is called on the form ("member"). */
  itemLabel: string;
  max?: number;
}

/** A record's title (a notice's, a document's): required, at most 200 characters. */
export const TITLE_FIELD = {
  type: "text",
  label: "Title",
  required: true,
  max: 200,
} as const satisfies TextFieldSpec;

/** A required category from a vocabulary, named `category` in messages as the content APIs always have. */
export const categoryField = <const Choice extends string>(
  choices: readonly Choice[],
  choiceLabels: Readonly<Record<Choice, string>>,
) =>
  ({
    type: "choice",
    label: "Category",
    messageName: "category",
    required: true,
    choices,
    choiceLabels,
  }) as const satisfies ChoiceFieldSpec<Choice>;

/** The "Order" field of a collection whose records staff arrange (lower numbers first). */
export const ORDER_FIELD = {
  type: "number",
  label: "Order",
  required: true,
  integer: true,
  min: 1,
  max: 999,
  hint: "Lower numbers come first",
} as const satisfies NumberFieldSpec;

/** A page's description for search engines (the leaders' and universities' pages). */
export const SEARCH_DESCRIPTION_FIELD = {
  type: "text",
  label: "Search description",
  required: true,
  max: 300,
  hint: "What search engines show (about 150 characters)",
} as const satisfies TextFieldSpec;

/** A page's title and hero line (the Markdown pages, the hospital's service pages). */
export const PAGE_TITLE_FIELD = {
  type: "text",
  label: "Page title",
  required: true,
  max: 120,
  localized: true,
} as const satisfies TextFieldSpec;
export const LEAD_FIELD = {
  type: "text",
  label: "Lead line",
  required: true,
  max: 200,
  localized: true,
} as const satisfies TextFieldSpec;

/** What an illustration shows, for visitors who cannot see it. */
export const IMAGE_ALT_FIELD = {
  type: "text",
  label: "Illustration's description",
  required: true,
  max: 160,
  localized: true,
  hint: "What the picture shows, for visitors who cannot see it",
} as const satisfies TextFieldSpec;

/** A page's key figures, shown as tiles ("24x7" / "Always open"). */
export const KEY_FIGURES_FIELD = {
  type: "list",
  label: "Key figures",
  itemLabel: "figure",
  max: 6,
  hint: "Shown as tiles above the text, e.g. 24x7 / Always open",
  of: {
    value: { type: "text", label: "Figure", required: true, max: 24 },
    label: { type: "text", label: "What it counts", required: true, max: 60, localized: true },
  },
} as const satisfies ListFieldSpec;

/** A page's text in Markdown (rendered through the sanitising renderer). */
export const MARKDOWN_BODY_FIELD = {
  type: "longText",
  label: "Text",
  required: true,
  markdown: true,
  localized: true,
  hint: "Markdown: ## for a section heading, - for a point, 1. for a numbered point",
} as const satisfies LongTextFieldSpec;

export type FieldSpec = ScalarFieldSpec | SlugFieldSpec | UploadFieldSpec | PdfFieldSpec | ListFieldSpec;
export type FieldSpecs = Record<string, FieldSpec>;
export type FieldType = FieldSpec["type"];

/** A localized text's stored and staff form: English, and Hindi when given. */
export interface Localized {
  en: string;
  hi: string | null;
}

type ScalarValue<F> = F extends { type: "text" | "longText" }
  ? F extends { localized: true }
    ? Localized
    : string
  : F extends { type: "number" }
    ? number
    : F extends { type: "boolean" }
      ? boolean
      : F extends ChoiceFieldSpec<infer Choice>
        ? Choice
        : string;

type ValueOf<F> = F extends { type: "list"; of: infer Of }
  ? ValuesOf<Of>[]
  : F extends { type: "upload" }
    ? UploadedImage | null
    : F extends { type: "pdf" }
      ? StoredPdf | null
      : F extends { type: "boolean" }
        ? boolean
        : F extends { required: true } | { defaultNow: true }
          ? ScalarValue<F>
          : ScalarValue<F> | null;

/** A record's field values as stored and as staff read them. */
export type ValuesOf<Fields> = { -readonly [K in keyof Fields]: ValueOf<Fields[K]> };

type PublicValueOf<F> = F extends { type: "list"; of: infer Of }
  ? PublicValuesOf<Of>[]
  : F extends { localized: true }
    ? F extends { required: true }
      ? string
      : string | null
    : ValueOf<F>;
type PublicKeys<Fields> = {
  [K in keyof Fields]: Fields[K] extends { private: true } ? never : K;
}[keyof Fields];
/** What visitors get: private fields left out, localized texts in English. */
export type PublicValuesOf<Fields> = { -readonly [K in PublicKeys<Fields>]: PublicValueOf<Fields[K]> };

/** A rule across fields: the failing field and its message, or null (bivariant, so a typed rule fits any collection). */
export type CollectionCheck<Values, Field extends string = string> = {
  check(values: Values): { field: Field; message: string } | null;
}["check"];

/** A declaration of any collection (what generic code takes). */
export interface AnyCollection {
  /** The API path (`/api/{name}`), the back-office address and the key of everything derived. */
  name: string;
  /** The envelope's key for a list (`data.<plural>`). */
  plural: string;
  /** How screens and messages name a record and the records. */
  labels: { one: string; many: string };
  /** The audit trail's entity name for a record, and its label in the trail's filter. */
  audit: { entity: string; label: string };
  fields: FieldSpecs;
  /** The field that names a record (lists, history, the delete question). */
  titleField: string;
  /** Columns of the back-office list, after the title. */
  listColumns: readonly string[];
  /** Fields the list's `search` looks in. */
  searchFields: readonly string[];
  /** Lists are in this field's order (then by creation); default: newest first. */
  orderBy?: string;
  /** The `orderBy` field's highest value first (dated records: the newest first). */
  orderDescending?: boolean;
  /** A field whose value names the record in public addresses: unique in the collection. */
  slugField?: string;
  /** Who may write (and read drafts and private fields); `read` "public": visitors read published records. */
  access: { read: "public" | Permission; write: Permission };
  /** The public page(s) a record shows on: a path, or one per record (the staff record's fields beside). */
  publicRoute: (record: { _id: string; slug: string | null; [field: string]: unknown }) => string;
  /** One line for the back-office list screen. */
  description: string;
  /** At most this many records (the four leaders, say). */
  maxRecords?: number;
  /** Choice fields the list query filters by (`?department=Medical`, also for visitors). */
  filters?: readonly string[];
  /** The form's submit button, adding and editing (default: "Save and publish" or "Save draft" by the status chosen). */
  submitLabels?: { add: string; edit: string };
  /** The back-office list's search box label (default: "Search" and the search fields' labels). */
  searchLabel?: string;
  /** A list's page size when the query names none (default 20). */
  pageSize?: number;
  /**
   * A date field after which a record closes (India time; a job opening's last date): visitors no longer see it,
   * records carry `closed`, staff may list by status `closed` (published, past the date) while `published` means
   * published and still open, and visitors' lists come soonest closing first.
   */
  closesAfter?: string;
  /**
   * A text field the server makes the record's `slug` from when it is created (then kept when the field
   * changes; taken: `-2`, `-3`, …): a notice's address. The output carries `slug`.
   */
  slugFrom?: string;
  /**
   * Date-time fields that schedule a record (a notice): visitors see it from `from` on; after `until` lists
   * leave it out, while it stays readable at its own address (archived). Judged when read.
   */
  schedule?: { from: string; until?: string };
  /** Rules across fields, checked on every write (after each field's own): a 400 naming the field. */
  checks?: readonly CollectionCheck<Record<string, unknown>>[];
  /** A new record's status when none is sent (default draft): documents are published on upload. */
  defaultStatus?: CollectionStatus;
  /**
   * Saving as a draft takes the record off the site (visitors see no version until it is published again),
   * instead of keeping the published version live: a document or gallery photo withdrawn so.
   */
  draftWithdraws?: boolean;
  /** The list's add button and the add dialog's title (default "Add {one}"): "Upload Document". */
  addLabel?: string;
  /** A collection that keeps an API of its own (documents, gallery photos): see `OwnApiOptions`. */
  ownApi?: OwnApiOptions;
}

/**
 * For a collection whose module serves `GET/POST /api/{name}` and `GET/PATCH/DELETE /api/{name}/{id}` itself
 * over the collection's service (documents: a multipart upload with the file's versions; gallery photos: the
 * API of issue 11), its revisions and restore too (`server/http/revision-routes.ts`, so that a restore answers in
 * the API's own shape); the collections module mounts no routes for it, and the service follows these.
 */
export interface OwnApiOptions {
  /** Audit actions are `<prefix>.create|update|delete` (default: the audit entity). */
  auditPrefix?: string;
  /** Records are listed by this choice field first (its choices' order), then by `orderBy` (photos by album). */
  groupBy?: string;
  /** Where an upload's files go: `${key}-${width}.webp` (default `collections/{name}/{id}/{hash}`). */
  uploadKey?: (recordId: string, hash: string) => string;
}

/** A collection's declaration, its field names checked. */
export interface CollectionDeclaration<Fields extends FieldSpecs = FieldSpecs> extends AnyCollection {
  fields: Fields;
  titleField: keyof Fields & string;
  listColumns: readonly (keyof Fields & string)[];
  searchFields: readonly (keyof Fields & string)[];
  orderBy?: keyof Fields & string;
  slugField?: keyof Fields & string;
  filters?: readonly (keyof Fields & string)[];
  closesAfter?: keyof Fields & string;
  slugFrom?: keyof Fields & string;
  schedule?: { from: keyof Fields & string; until?: keyof Fields & string };
  checks?: readonly CollectionCheck<ValuesOf<Fields>, keyof Fields & string>[];
}

/** Declares a collection (checks the field names it lists, keeps the literal types). */
export const defineCollection = <const Fields extends FieldSpecs>(
  declaration: CollectionDeclaration<Fields>,
) => declaration;

// ---- Derived zod schemas ----

/** A visitor's `?language=hi`: localized texts in Hindi where given (default: English, without `fallbacks`). */
export const languageQueryField = z
  .enum(LANGUAGES, { error: `language must be one of: ${LANGUAGES.join(", ")}` })
  .optional();
/** A public read's query of only `?language` (one record, the pop-up, a fee table). */
export const languageQuery = z.object({ language: languageQueryField });

const blank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  // An optional localized text the form sends empty in both languages.
  (typeof value === "object" &&
    !Array.isArray(value) &&
    Object.keys(value).every((key) => key === "en" || key === "hi") &&
    blank((value as { en?: unknown }).en) &&
    blank((value as { hi?: unknown }).hi));

const DEFAULT_TEXT_MAX = 200;
const DEFAULT_LONG_TEXT_MAX = 20_000;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ILLUSTRATION = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** A required value's schema, before "absent" is allowed for an optional one. */
function presentSchema(name: string, spec: ScalarFieldSpec | SlugFieldSpec): z.ZodType {
  const label = spec.messageName ?? spec.label;
  switch (spec.type) {
    case "text":
    case "longText": {
      const multiline = spec.type === "longText";
      const max = spec.max ?? (multiline ? DEFAULT_LONG_TEXT_MAX : DEFAULT_TEXT_MAX);
      const text = () =>
        plainText(label, max, { multiline }).min(1, { error: `${label} is required` }) as z.ZodType<string>;
      const formatted =
        spec.type === "text" && spec.format === "email"
          ? emailField
          : spec.type === "text" && spec.format === "phone"
            ? spec.minDigits === undefined
              ? phoneField
              : labelledPhoneField(label, spec.minDigits)
            : spec.type === "text" && spec.format === "url"
              ? safeHrefField(label)
              : text();
      if (!spec.localized) return formatted;
      const hindi = z.preprocess(
        (value) => (blank(value) ? null : value),
        plainText(`${label} (Hindi)`, max, { multiline }).nullable(),
      );
      return z.preprocess(
        (value) => (typeof value === "string" ? { en: value, hi: null } : value),
        z.object(
          { en: formatted, hi: hindi.optional().transform((value) => value ?? null) },
          { error: `${label} is required` },
        ),
      );
    }
    case "number": {
      let number = z.coerce.number({ error: `${label} must be a number` });
      if (spec.integer) number = number.int({ error: `${label} must be a whole number` });
      if (spec.min !== undefined)
        number = number.min(spec.min, { error: `${label} must be ${spec.min} or more` });
      if (spec.max !== undefined)
        number = number.max(spec.max, { error: `${label} must be at most ${spec.max}` });
      return number;
    }
    case "date":
      return dateField(label);
    case "dateTime":
      return dateTimeField(label);
    case "choice":
      return z.enum(spec.choices as [string, ...string[]], {
        error: `${label} must be one of: ${spec.choices.join(", ")}`,
      });
    case "boolean":
      return booleanField;
    case "image":
      return z
        .string({ error: `${label} is required` })
        .trim()
        .max(120, { error: `${label} must be at most 120 characters` })
        .regex(ILLUSTRATION, { error: `${label} must be the name of one of the site's images` });
    case "document":
    case "reference":
      return z.uuid({ error: `${label} must be an id` });
    case "slug":
      return z
        .string({ error: `${label} is required` })
        .trim()
        .max(100, { error: `${label} must be at most 100 characters` })
        .regex(SLUG, { error: `${label} may hold lower-case letters, digits and single dashes` });
  }
  void name;
}

/** An upload field's input: its alt text (the file comes as a multipart part); null removes the image. */
function uploadInput(spec: UploadFieldSpec): z.ZodType {
  const alt = `${spec.label}: alt text`;
  const value = z.object(
    {
      alt: z.preprocess(
        (text) => text ?? "",
        plainText(alt, UPLOAD_ALT_MAX).min(1, {
          error: `${alt} is required: say what the image shows`,
        }),
      ),
    },
    { error: `${spec.label} must be an object with its alt text, or null` },
  );
  if (!spec.required)
    return value
      .nullable()
      .optional()
      .transform((found) => found ?? null);
  return z.preprocess((found, context) => {
    if (found !== null && found !== undefined) return found;
    context.addIssue({ code: "custom", message: `${spec.label} is required: choose an image file` });
    return z.NEVER;
  }, value);
}

function fieldInput(name: string, spec: FieldSpec): z.ZodType {
  if (spec.type === "upload") return uploadInput(spec);
  // Set by the module that stores the file (a required one is checked there, where the file comes).
  if (spec.type === "pdf")
    return storedPdfSchema
      .nullable()
      .optional()
      .transform((value) => value ?? null);
  if (spec.type === "list") {
    const item = z.object(shapeOf(spec.of), { error: `Each ${spec.itemLabel} must be an object` });
    let list = z.array(item, { error: `${spec.label} must be a list` });
    if (spec.max !== undefined) {
      list = list.max(spec.max, { error: `${spec.label} may have at most ${spec.max} entries` });
    }
    if (spec.required) list = list.min(1, { error: `${spec.label} needs at least one ${spec.itemLabel}` });
    return z.preprocess((value) => (value === null || value === undefined ? [] : value), list);
  }
  if (spec.type === "boolean") return z.preprocess((value) => value ?? false, booleanField);
  const present = presentSchema(name, spec);
  if (spec.type === "dateTime" && spec.defaultNow) {
    return z.preprocess((value) => (blank(value) ? new Date().toISOString() : value), present);
  }
  if (spec.required) {
    return z.preprocess((value, context) => {
      if (!blank(value)) return value;
      context.addIssue({ code: "custom", message: `${spec.messageName ?? spec.label} is required` });
      return z.NEVER;
    }, present);
  }
  return z
    .preprocess((value) => (blank(value) ? null : value), present.nullable())
    .optional()
    .transform((value) => value ?? null);
}

/** Each field's input schema, by name (a collection with its own API builds its input from these). */
export function shapeOf(fields: FieldSpecs): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, fieldInput(name, spec)]));
}

/** Output schema of one field: what the API returns (staff: localized as `{ en, hi }`; public: English). */
function fieldOutput(spec: FieldSpec, audience: "staff" | "public"): z.ZodType {
  if (spec.type === "list") return z.array(z.object(outputShape(spec.of, audience)));
  let value: z.ZodType;
  switch (spec.type) {
    case "text":
    case "longText":
      value =
        spec.localized && audience === "staff"
          ? z.object({ en: z.string(), hi: z.string().nullable() })
          : z.string();
      break;
    case "number":
      value = z.number();
      break;
    case "boolean":
      return z.boolean();
    case "choice":
      value = z.enum(spec.choices as [string, ...string[]]);
      break;
    case "pdf":
      value = storedPdfSchema;
      break;
    case "upload":
      value = z.object({
        alt: z.string(),
        url: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        images: z.array(z.object({ width: z.number().int(), url: z.string() })),
      });
      break;
    default:
      value = z.string();
  }
  return spec.required || (spec.type === "dateTime" && spec.defaultNow) ? value : value.nullable();
}

function outputShape(fields: FieldSpecs, audience: "staff" | "public") {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, spec]) => audience === "staff" || !spec.private)
      .map(([name, spec]) => [name, fieldOutput(spec, audience)]),
  );
}

export type CollectionStatus = (typeof CONTENT_STATUSES)[number];
/** The staff list's statuses of a collection with `closesAfter`. */
export const CLOSING_LIST_STATUSES = ["draft", "published", "closed"] as const;
export type CollectionListStatus = (typeof CLOSING_LIST_STATUSES)[number];

/** The record's own fields beside the declared ones. */
export interface RecordMeta {
  _id: string;
  /** draft: the saved version is not the one visitors see (they see `published`'s, if any). */
  status: CollectionStatus;
  /** Whether visitors see a version of this record. */
  live: boolean;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

export type StaffRecord<Fields> = RecordMeta & ValuesOf<Fields>;
export type PublicRecord<Fields> = { _id: string; updatedAt: string } & PublicValuesOf<Fields>;

/** Everything the contract derives from a declaration. */
export function collectionContract<Fields extends FieldSpecs>(declaration: CollectionDeclaration<Fields>) {
  const fields = shapeOf(declaration.fields);
  const checks = (declaration.checks ?? []) as AnyCollection["checks"] & {};
  const input = z
    .object({ ...fields, status: contentStatusField.default(declaration.defaultStatus ?? "draft") })
    .superRefine((values, context) => {
      for (const check of checks) {
        const failed = check(values);
        if (failed) context.addIssue({ code: "custom", path: [failed.field], message: failed.message });
      }
    });
  /** PATCH: fields sent replace the stored ones (no defaults; the merged record is checked again). */
  const patchInput = z.object({
    ...Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, schema.optional()])),
    status: contentStatusField.optional(),
  });
  const meta = {
    _id: z.string(),
    status: z.enum(CONTENT_STATUSES),
    live: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    publishedAt: z.string().nullable(),
  };
  /** With `closesAfter`: whether the record's date is past (India time), judged when read. */
  const closed = declaration.closesAfter ? { closed: z.boolean() } : {};
  /** With `slugFrom`: the address the server made. */
  const slug = declaration.slugFrom ? { slug: z.string() } : {};
  const staffRecord = z.object({ ...meta, ...slug, ...closed, ...outputShape(declaration.fields, "staff") });
  const publicRecord = z.object({
    _id: z.string(),
    updatedAt: z.string(),
    /**
     * Asked with `language`: the localized fields shown in English for want of a text in that language (`title`,
     * `figures.0.label`); their values are the English ones.
     */
    fallbacks: z.array(z.string()).optional(),
    ...slug,
    ...closed,
    ...outputShape(declaration.fields, "public"),
  });
  const filters = Object.fromEntries(
    (declaration.filters ?? []).map((name) => {
      const spec = declaration.fields[name] as ChoiceFieldSpec;
      const label = spec.messageName ?? spec.label;
      const choices = spec.choices as [string, ...string[]];
      return [name, z.enum(choices, { error: `${label} must be one of: ${choices.join(", ")}` }).optional()];
    }),
  );
  const listQuery = z.object({
    page: pageField,
    limit: limitField(declaration.pageSize ?? 20, 100),
    /** Looks in the declaration's search fields. */
    search: searchField(),
    /**
     * Staff only: draft (saved, not published) or published; with `closesAfter`, published means still open
     * and closed published past its date.
     */
    /** Visitors: localized texts in this language (a Hindi text, else the English one, listed in `fallbacks`). */
    language: languageQueryField,
    status: declaration.closesAfter
      ? z.enum(CLOSING_LIST_STATUSES, { error: "status must be draft, published or closed" }).optional()
      : contentStatusField.optional(),
    ...filters,
  });
  const listResponse = (record: z.ZodType) =>
    successBody(z.object({ [declaration.plural]: z.array(record), pagination: contentPaginationSchema }));
  const revision = z.object({
    _id: z.string(),
    number: z.number().int(),
    at: z.string(),
    by: z.string().nullable(),
    /** Fields that differ from the revision before. */
    fields: z.array(z.string()),
  });
  return {
    input: input as unknown as z.ZodType<ValuesOf<Fields> & { status: CollectionStatus }>,
    patchInput: patchInput as unknown as z.ZodType<Partial<ValuesOf<Fields> & { status: CollectionStatus }>>,
    /** The input schema's zod object (OpenAPI documents it). */
    inputObject: input,
    patchObject: patchInput,
    staffRecord,
    publicRecord,
    listQuery,
    staffListResponse: listResponse(staffRecord),
    publicListResponse: listResponse(publicRecord),
    staffResponse: successBody(staffRecord),
    publicResponse: successBody(publicRecord),
    revision,
    revisionsResponse: successBody(z.object({ revisions: z.array(revision) })),
  };
}

export type CollectionListQuery = {
  page?: number;
  limit?: number;
  search?: string;
  status?: CollectionListStatus | "";
  /** The declaration's `filters`, by field name. */
  [filter: string]: string | number | undefined;
};
export type RevisionSummary = {
  _id: string;
  number: number;
  at: string;
  by: string | null;
  fields: string[];
};
