import { useEffect, useMemo, useState } from "react";
import {
  choiceLabel,
  collectionContract,
  type AnyCollection,
  type FieldSpec,
  type FieldSpecs,
  type StoredPdf,
  type UploadedImage,
} from "../../../contract/collections/collection";
import { collegeDate } from "../../../contract/college-time";
import { buttonClass } from "../../ui/button";
import { FormField, inputClass } from "../../ui/form-field";
import { controlClass } from "../control-class";
import { FormDialog } from "../form-dialog";
import { DocumentPicker } from "../content/document-picker";
import { fromLocalInput, toLocalInput } from "../content/datetime";
import { saveRecord, type CollectionRow } from "./collections-api";
import type { FieldControlProps } from "./field-control";
import { fieldOverride } from "./field-overrides";
import { useStaffForm } from "../use-staff-form";

type Data = Record<string, unknown>;
type Errors = Partial<Record<string, string>>;

/** An upload field's form value: its alt text, a file chosen now, the stored image (until removed). */
interface UploadValue {
  alt: string;
  file: File | null;
  current: UploadedImage | null;
}

/** A PDF field's form value: a file chosen now, the stored one (documents). */
interface PdfValue {
  file: File | null;
  current: StoredPdf | null;
}
const CHOOSE_PDF = "Please choose a PDF file";
const PDF_MAX_BYTES = 20 * 1024 * 1024;

/** The form's empty value of a field. */
const emptyOf = (spec: FieldSpec): unknown =>
  spec.type === "pdf"
    ? ({ file: null, current: null } satisfies PdfValue)
    : spec.type === "upload"
      ? ({ alt: "", file: null, current: null } satisfies UploadValue)
      : spec.type === "list"
        ? []
        : spec.type === "boolean"
          ? false
          : (spec.type === "text" || spec.type === "longText") && spec.localized
            ? { en: "", hi: "" }
            : spec.type === "date" && spec.defaultToday
              ? collegeDate()
              : spec.type === "choice"
                ? (spec.defaultChoice ?? "")
                : "";

const emptyItem = (fields: FieldSpecs): Data =>
  Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, emptyOf(spec)]));

/** Form values of a record: stored values with nulls as empty controls. */
function valuesOf(fields: FieldSpecs, record: Data | null): Data {
  const values = emptyItem(fields);
  if (!record) return values;
  for (const [name, spec] of Object.entries(fields)) {
    const value = record[name];
    if (value === null || value === undefined) continue;
    if (spec.type === "pdf") values[name] = { file: null, current: value as StoredPdf } satisfies PdfValue;
    else if (spec.type === "upload") {
      const image = value as UploadedImage;
      values[name] = { alt: image.alt, file: null, current: image } satisfies UploadValue;
    } else if (spec.type === "list")
      values[name] = (value as Data[]).map((item) => ({ ...emptyItem(spec.of), ...item }));
    else if (typeof value === "object") values[name] = { en: "", hi: "", ...(value as Data) };
    else if (spec.type === "dateTime") values[name] = toLocalInput(value as string);
    else values[name] = typeof value === "number" ? String(value) : value;
  }
  return values;
}

/** The props every control of the generic form receives; an override (field-overrides.ts) takes the same. */

const inputType = (spec: FieldSpec) =>
  spec.type === "number"
    ? "number"
    : spec.type === "date"
      ? "date"
      : spec.type === "dateTime"
        ? "datetime-local"
        : spec.type === "text" && spec.format === "email"
          ? "email"
          : spec.type === "text" && spec.format === "phone"
            ? "tel"
            : spec.type === "text" && spec.format === "url"
              ? "url"
              : "text";

/** The generic control of a scalar field. */
function ScalarControl({ spec, value, onChange, control, name }: FieldControlProps) {
  const text = String(value ?? "");
  if (spec.type === "choice") {
    return (
      <select
        {...control}
        name={name}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass}
      >
        {spec.required ? null : <option value="">(none)</option>}
        {spec.required && !text ? <option value="">Select {spec.label.toLowerCase()}</option> : null}
        {spec.choices.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(spec, choice)}
          </option>
        ))}
      </select>
    );
  }
  if (spec.type === "boolean") {
    return (
      <input
        {...control}
        name={name}
        type="checkbox"
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5"
      />
    );
  }
  if (spec.type === "longText") {
    return (
      <textarea
        {...control}
        name={name}
        value={text}
        rows={8}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    );
  }
  return (
    <input
      {...control}
      name={name}
      type={inputType(spec)}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      className={controlClass}
    />
  );
}

function hintOf(spec: FieldSpec) {
  const extra =
    spec.type === "document"
      ? "The id of a published document (Documents screen)"
      : spec.type === "reference"
        ? `The id of a record of ${spec.to}`
        : spec.type === "longText" && spec.markdown
          ? "Markdown"
          : undefined;
  return [spec.hint, spec.hint ? undefined : extra].filter(Boolean).join(". ") || undefined;
}

/** The address of a chosen file's preview, revoked when it changes. */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/** What a file field's input gets: its value is what is stored and the file chosen. */
interface FileInputProps<Value> {
  name: string;
  path: string;
  spec: FieldSpec;
  value: Value;
  onChange: (value: Value) => void;
  errors: Errors;
}

/** An uploaded image: what is stored (or chosen), a file picker, its alt text, and Remove. */
function UploadInput({ name, path, spec, value, onChange, errors }: FileInputProps<UploadValue>) {
  const preview = usePreview(value.file);
  const shown = preview ?? value.current?.url ?? null;
  const [picker, setPicker] = useState(0);
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-[8rem_1fr]">
      <legend className="px-1 text-sm font-medium text-slate-800">
        {spec.label}
        {spec.required ? <span className="text-red-700"> *</span> : null}
      </legend>
      <div className="flex h-32 w-32 items-center justify-center rounded border border-slate-200 bg-slate-50">
        {shown ? (
          <img src={shown} alt={value.alt} className="max-h-32 max-w-32 object-contain" />
        ) : (
          <span className="p-2 text-center text-xs text-slate-600">No image</span>
        )}
      </div>
      <div className="space-y-3">
        <FormField
          label={value.current ? "Replace the image" : "Image file"}
          error={errors[path]}
          hint={hintOf(spec)}
        >
          {(control) => (
            <input
              {...control}
              key={picker}
              name={name}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              onChange={(event) => onChange({ ...value, file: event.target.files?.[0] ?? null })}
              className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium"
            />
          )}
        </FormField>
        <FormField
          label="Alt text"
          required={Boolean(value.current || value.file)}
          error={errors[`${path}.alt`]}
          hint="What the image shows, for patients who cannot see it"
        >
          {(control) => (
            <input
              {...control}
              name={`${name}-alt`}
              value={value.alt}
              onChange={(event) => onChange({ ...value, alt: event.target.value })}
              className={controlClass}
            />
          )}
        </FormField>
        {value.current || value.file ? (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => {
              setPicker((count) => count + 1);
              onChange({ alt: "", file: null, current: null });
            }}
          >
            Remove the image
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** A PDF file: the stored one named, and a picker for a (replacing) file. */
function PdfInput({ name, path, spec, value, onChange, errors }: FileInputProps<PdfValue>) {
  const { current } = value;
  return (
    <FormField
      label={current ? "Replace the file (PDF)" : spec.label}
      required={spec.required && !current}
      error={errors[path]}
      hint={
        current
          ? `Now: ${current.fileName}, version ${current.version}. ${spec.hint ?? ""}`.trim()
          : spec.hint
      }
      className="sm:col-span-2"
    >
      {(control) => (
        <input
          {...control}
          name={name}
          type="file"
          accept="application/pdf,.pdf"
          onChange={(event) => onChange({ ...value, file: event.target.files?.[0] ?? null })}
          className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium"
        />
      )}
    </FormField>
  );
}

/** One field: its control (or the collection's override), in English and Hindi when localized. */
export function FieldInput({
  collection,
  name,
  path,
  spec,
  value,
  onChange,
  errors,
  form,
}: {
  collection: AnyCollection;
  name: string;
  path: string;
  spec: FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  errors: Errors;
  /** The whole form's values. */
  form: Data;
}) {
  const wide = spec.type === "longText" || spec.type === "list" ? "sm:col-span-2" : "";
  if (spec.type === "document") {
    return (
      <DocumentPicker
        value={(value as string) || null}
        onChange={(id) => onChange(id ?? "")}
        error={errors[path]}
      />
    );
  }
  // A file field: the picker and what is stored (a PDF, or an image with its alt text).
  const file = { name, path, onChange, errors };
  if (spec.type === "pdf") return <PdfInput {...file} spec={spec} value={value as PdfValue} />;
  if (spec.type === "upload") return <UploadInput {...file} spec={spec} value={value as UploadValue} />;
  if (spec.type === "list") {
    const items = (value as Data[]) ?? [];
    const set = (index: number, item: Data) =>
      onChange(items.map((current, at) => (at === index ? item : current)));
    return (
      <fieldset className="rounded-md border border-slate-200 p-3 sm:col-span-2">
        <legend className="px-1 text-sm font-medium text-slate-800">
          {spec.label}
          {spec.required ? <span className="text-red-700"> *</span> : null}
        </legend>
        {errors[path] ? (
          <p role="alert" className="mb-2 text-sm text-red-700">
            {errors[path]}
          </p>
        ) : null}
        <ol className="space-y-3">
          {items.map((item, index) => (
            <li key={index} className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-2">
              {Object.entries(spec.of).map(([sub, subSpec]) => (
                <FieldInput
                  key={sub}
                  collection={collection}
                  name={`${name}-${index}-${sub}`}
                  path={`${path}.${index}.${sub}`}
                  spec={{ ...subSpec, label: `${subSpec.label} ${index + 1}` }}
                  value={item[sub]}
                  onChange={(next) => set(index, { ...item, [sub]: next })}
                  errors={errors}
                  form={form}
                />
              ))}
              <div className="sm:col-span-2">
                <button
                  type="button"
                  className={buttonClass.secondary}
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                >
                  Remove {spec.itemLabel} {index + 1}
                </button>
              </div>
            </li>
          ))}
        </ol>
        {spec.max === undefined || items.length < spec.max ? (
          <button
            type="button"
            className={`${buttonClass.secondary} mt-3`}
            onClick={() => onChange([...items, emptyItem(spec.of)])}
          >
            Add {spec.itemLabel}
          </button>
        ) : null}
      </fieldset>
    );
  }
  const Override = fieldOverride(collection.name, name);
  const Control = Override ?? ScalarControl;
  /** The field's control in one language (or the only one), under its label. */
  const field = (
    language: {
      label: string;
      name: string;
      error?: string;
      required?: boolean;
      hint?: string;
      /** The input's language when it differs from the form's (a Hindi text's). */
      lang?: "hi";
    },
    text: unknown,
    change: (next: unknown) => void,
  ) => (
    <FormField
      label={language.label}
      required={language.required}
      error={language.error}
      hint={language.hint}
      className={wide}
    >
      {(control) => (
        <Control
          name={language.name}
          spec={spec}
          value={text}
          onChange={change}
          control={language.lang ? { ...control, lang: language.lang } : control}
          form={form}
        />
      )}
    </FormField>
  );
  if ((spec.type === "text" || spec.type === "longText") && spec.localized) {
    const localized = (value as { en: string; hi: string }) ?? { en: "", hi: "" };
    return (
      <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        {field(
          {
            label: `${spec.label} (English)`,
            name,
            error: errors[`${path}.en`] ?? errors[path],
            required: spec.required,
            hint: hintOf(spec),
          },
          localized.en,
          (en) => onChange({ ...localized, en }),
        )}
        {field(
          {
            label: `${spec.label} (Hindi)`,
            name: `${name}-hi`,
            error: errors[`${path}.hi`],
            hint: "Optional: shown on the Hindi site",
            lang: "hi",
          },
          localized.hi ?? "",
          (hi) => onChange({ ...localized, hi }),
        )}
      </div>
    );
  }
  return field(
    {
      label: spec.label,
      name,
      error: errors[path],
      required: spec.required,
      hint: hintOf(spec),
      // Another field's Hindi text, edited beside it.
      lang: "hindiOf" in spec && spec.hindiOf ? "hi" : undefined,
    },
    value,
    onChange,
  );
}

/** The add/edit dialog of any collection, rendered from its declaration and checked with the API's own schema. */
export function CollectionFormDialog({
  collection,
  open,
  record,
  onClose,
  onSaved,
}: {
  collection: AnyCollection;
  open: boolean;
  record: CollectionRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const contract = useMemo(() => collectionContract(collection), [collection]);
  const [values, setValues] = useState<Data>(() => valuesOf(collection.fields, null));
  const [status, setStatus] = useState<"draft" | "published">("draft");
  const form = useStaffForm({}, { depth: Infinity });
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    setValues(valuesOf(collection.fields, record));
    setStatus(record?.status ?? collection.defaultStatus ?? "draft");
    reset();
  }, [open, record, collection, reset]);

  const { one } = collection.labels;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // An upload field sends its alt text (null: no image); a chosen file goes beside the fields.
    const files: Record<string, File> = {};
    const body: Data = { ...values, status };
    const fileErrors: Errors = {};
    for (const [name, spec] of Object.entries(collection.fields)) {
      // A PDF goes beside the fields; the server sets the field from it.
      if (spec.type === "pdf") {
        const pdf = values[name] as PdfValue;
        if (pdf.file) files[name] = pdf.file;
        if (spec.required && !pdf.file && !pdf.current) fileErrors[name] = CHOOSE_PDF;
        if (pdf.file && pdf.file.size > PDF_MAX_BYTES) fileErrors[name] = "The file is larger than 20 MB";
        body[name] = pdf.current;
        continue;
      }
      // A date-time control shows local time; the API takes the instant.
      if (spec.type === "dateTime") body[name] = fromLocalInput(values[name] as string);
      if (spec.type !== "upload") continue;
      const upload = values[name] as UploadValue;
      if (upload.file) files[name] = upload.file;
      body[name] = upload.file || upload.current ? { alt: upload.alt } : null;
    }
    const result = contract.input.safeParse(body);
    if (!result.success || Object.keys(fileErrors).length) {
      const found: Errors = { ...fileErrors };
      for (const issue of result.error?.issues ?? []) found[issue.path.join(".")] ??= issue.message;
      form.setErrors(found);
      return;
    }
    void form.save(
      () => saveRecord(collection, record?._id ?? null, body, files),
      {
        success:
          status === "published" ? `${capitalised(one)} published` : `${capitalised(one)} saved as a draft`,
        failure: `Failed to save the ${one}`,
      },
      onSaved,
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={record ? `Edit ${one}` : (collection.addLabel ?? `Add ${one}`)}
      formId={`${collection.name}-form`}
      submitLabel={
        collection.submitLabels
          ? collection.submitLabels[record ? "edit" : "add"]
          : status === "published"
            ? "Save and publish"
            : "Save draft"
      }
      busy={form.busy}
      failure={form.failure}
      onSubmit={submit}
    >
      {Object.entries(collection.fields).map(([name, spec]) => (
        <FieldInput
          key={name}
          collection={collection}
          name={name}
          path={name}
          spec={spec}
          value={values[name]}
          onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
          errors={form.errors}
          form={values}
        />
      ))}
      <FormField
        label="Status"
        required
        error={form.errors.status}
        hint={
          record?.live
            ? "A draft is kept beside the published version: visitors see the published one until you publish."
            : "Visitors see it once published."
        }
      >
        {(control) => (
          <select
            {...control}
            name="status"
            value={status}
            onChange={(event) => setStatus(event.target.value as "draft" | "published")}
            className={controlClass}
          >
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </select>
        )}
      </FormField>
    </FormDialog>
  );
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
