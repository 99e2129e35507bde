import type { FieldError } from "../../../contract/common";
import type { MessageKey } from "../i18n/messages.en";

/**
 * The words a page in another language than English says a form's refusal with (issue 24). The contract's
 * schemas and the API answer in English; a Hindi page maps each field error by field and issue to these
 * catalogue texts (forms.error.*), on the server (the no-JavaScript post) and in the form script (the
 * JSON call: the page hands it these texts in the form's data-failure-texts).
 */
export interface FailureTexts {
  /** Each field's label as the form shows it ({field} in the texts below). */
  labels: Record<string, string>;
  required: string;
  tooLong: string;
  control: string;
  invalid: string;
  /** A field's own words when its value is refused (an e-mail address, a phone number, a choice). */
  invalidByField: Record<string, string>;
  fixFields: string;
  tooMany: string;
  tooLarge: string;
  server: string;
  refused: string;
  /** The form script's own checks and failures. */
  fillAll: string;
  fieldRequired: string;
  connection: string;
}

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Fields whose refusal has words of their own, whatever form they are on. */
const INVALID_BY_FIELD: Partial<Record<string, MessageKey>> = {
  email: "forms.error.email",
  phone: "forms.error.phone",
  course: "forms.error.course",
  category: "forms.error.category",
  department: "forms.error.department",
  preferredDate: "forms.error.preferredDate",
  doctorId: "forms.error.doctorId",
  attachment: "forms.error.attachment",
  occurredOn: "forms.error.occurredOn",
  reference: "forms.error.reference",
};

/** A form's failure texts in the page's language, its fields labelled by `labels` (field → catalogue key). */
export function failureTexts(t: Translate, labels: Partial<Record<string, MessageKey>>): FailureTexts {
  const keep = (key: MessageKey) => t(key, { field: "{field}", max: "{max}" });
  return {
    labels: Object.fromEntries(
      Object.entries(labels).flatMap(([field, key]) => (key ? [[field, t(key)]] : [])),
    ),
    required: keep("forms.error.required"),
    tooLong: keep("forms.error.tooLong"),
    control: keep("forms.error.control"),
    invalid: keep("forms.error.invalid"),
    invalidByField: Object.fromEntries(
      Object.entries(INVALID_BY_FIELD).flatMap(([field, key]) => (key ? [[field, t(key)]] : [])),
    ),
    fixFields: t("forms.error.fixFields"),
    tooMany: t("forms.error.tooMany"),
    tooLarge: t("forms.error.tooLarge"),
    server: t("forms.error.server"),
    refused: t("forms.error.refused"),
    fillAll: t("forms.error.fillAll"),
    fieldRequired: t("forms.error.fieldRequired"),
    connection: t("forms.error.connection"),
  };
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * One field error in the page's words, by the issue the contract's English message names: a required
 * field left empty, too long, control characters, or a value refused (the field's own words, else a
 * generic "not valid").
 */
function localizeError(texts: FailureTexts, error: FieldError): FieldError {
  const field = texts.labels[error.field] ?? error.field;
  const tooLong = /must be at most (\d+) characters/.exec(error.message);
  const message = / is required$/.test(error.message)
    ? fill(texts.required, { field })
    : tooLong
      ? fill(texts.tooLong, { field, max: tooLong[1]! })
      : /control characters/.test(error.message)
        ? fill(texts.control, { field })
        : (texts.invalidByField[error.field] ?? fill(texts.invalid, { field }));
  return { field: error.field, message };
}

/**
 * A refused post (its HTTP status, the English message and field errors) in the page's words: each
 * field's error, and one message over them (the only error's, else "correct the highlighted fields"); a
 * refusal without field errors by its status (0: no answer; rate limit, size, server), else a general refusal.
 */
export function localizeFailure(
  texts: FailureTexts,
  status: number,
  errors: FieldError[] = [],
): { message: string; errors: FieldError[] } {
  const localized = errors.map((error) => localizeError(texts, error));
  const message =
    localized.length === 1
      ? localized[0]!.message
      : localized.length > 1
        ? texts.fixFields
        : status === 0
          ? texts.connection
          : status === 429
            ? texts.tooMany
            : status === 413
              ? texts.tooLarge
              : status >= 500
                ? texts.server
                : texts.refused;
  return { message, errors: localized };
}
