import { useEffect, useState } from "react";
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_INFO,
  DOCUMENT_MAX_BYTES,
  documentInput,
  type DocumentCategory,
  type DocumentRecord,
  type DocumentWithVersions,
} from "../../../contract/documents";
import { FormField } from "../../ui/form-field";
import { controlClass } from "../control-class";
import { fieldErrorsOf, FormDialog } from "../form-dialog";
import { useRecordForm } from "./use-record-form";
import { formatDateTime } from "./datetime";
import { getDocument, saveDocument } from "./documents-api";
import { StatusField } from "./status-field";
import { useCommitteeNames } from "./committee-names";

interface Values {
  title: string;
  category: string;
  date: string;
  status: string;
}
type Field = keyof Values | "file";

const listedOn = (category: string) => {
  const info = DOCUMENT_CATEGORY_INFO[category as DocumentCategory] as
    (typeof DOCUMENT_CATEGORY_INFO)[DocumentCategory] | undefined;
  return info ? (info.listedOn ?? info.page) : "its page";
};

const today = () => new Date().toISOString().slice(0, 10);
const valuesOf = (document: DocumentRecord | null): Values =>
  document
    ? { title: document.title, category: document.category, date: document.date, status: document.status }
    : { title: "", category: "downloads", date: today(), status: "published" };
const sizeText = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Upload Document / Edit Document: fields, an optional replacement file, and the earlier versions. */
export function DocumentFormDialog({
  open,
  document,
  onClose,
  onSaved,
}: {
  open: boolean;
  document: DocumentRecord | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { values, set, errors, setErrors, busy, failure, save } = useRecordForm<
    DocumentRecord,
    Values,
    Field
  >(open, document, valuesOf);
  const committeeNames = useCommitteeNames(open && values.category === "committee");
  const [file, setFile] = useState<File | null>(null);
  const [details, setDetails] = useState<DocumentWithVersions | null>(null);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setDetails(null);
    if (document) {
      getDocument(document._id).then(
        (answer) => setDetails(answer.data),
        () => setDetails(null),
      );
    }
  }, [open, document]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = documentInput.safeParse(values);
    const found = result.success ? {} : fieldErrorsOf<Field>(result.error.issues);
    if (!document && !file) found.file = "Please choose a PDF file";
    if (file && file.size > DOCUMENT_MAX_BYTES) found.file = "The file is larger than 20 MB";
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    if (file) form.set("file", file);
    await save(
      () => saveDocument(document?._id ?? null, form),
      document
        ? { success: "Document updated", failure: "Failed to update document" }
        : { success: "Document uploaded", failure: "Failed to upload document" },
      onSaved,
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={document ? "Edit Document" : "Upload Document"}
      formId={document ? "document-edit-form" : "document-add-form"}
      submitLabel={document ? "Save changes" : "Upload"}
      busy={busy}
      failure={failure}
      onSubmit={submit}
    >
      <FormField label="Title" required error={errors.title} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            name="title"
            value={values.title}
            onChange={set("title")}
            // A committee document is tied to its committee by the title: offer the committees' names.
            list={values.category === "committee" ? "committee-names" : undefined}
            className={controlClass}
          />
        )}
      </FormField>
      <datalist id="committee-names">
        {committeeNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <FormField
        label="Category"
        required
        error={errors.category}
        hint={`Listed on ${listedOn(values.category)}`}
      >
        {(control) => (
          <select
            {...control}
            name="category"
            value={values.category}
            onChange={set("category")}
            className={controlClass}
          >
            {DOCUMENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {DOCUMENT_CATEGORY_INFO[category].label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Date" required error={errors.date}>
        {(control) => (
          <input
            {...control}
            type="date"
            name="date"
            value={values.date}
            onChange={set("date")}
            className={controlClass}
          />
        )}
      </FormField>
      <StatusField value={values.status} error={errors.status} onChange={set("status")} />
      <FormField
        label={document ? "Replace the file (PDF)" : "PDF file"}
        required={!document}
        error={errors.file}
        hint={
          document
            ? "The public address stays the same; the current file is kept as a version."
            : "At most 20 MB"
        }
      >
        {(control) => (
          <input
            {...control}
            type="file"
            name="file"
            accept="application/pdf,.pdf"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className={controlClass}
          />
        )}
      </FormField>
      {document ? (
        <section aria-label="Versions" className="sm:col-span-2">
          <h3 className="text-sm font-semibold text-slate-900">Versions</h3>
          <p className="text-sm text-slate-700">
            Public address:{" "}
            <a href={document.url} target="_blank" rel="noopener" className="text-brand-700 underline">
              {document.url}
            </a>
          </p>
          {details?.versions ? (
            <ol className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200 text-sm">
              {details.versions.map((version) => (
                <li
                  key={version.version}
                  className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
                >
                  <span>
                    Version {version.version}: {version.fileName} ({sizeText(version.size)}),{" "}
                    {formatDateTime(version.uploadedAt)}
                  </span>
                  <a
                    href={version.fileUrl}
                    target="_blank"
                    rel="noopener"
                    className="text-brand-700 underline"
                  >
                    Open<span className="sr-only"> version {version.version}</span>
                  </a>
                </li>
              ))}
            </ol>
          ) : null}
        </section>
      ) : null}
    </FormDialog>
  );
}
