import {
  NOTICE_CATEGORIES,
  NOTICE_CATEGORY_LABELS,
  noticeInput,
  type Notice,
} from "../../../contract/notices";
import { FormField, inputClass } from "../../ui/form-field";
import { controlClass } from "../control-class";
import { fieldErrorsOf, FormDialog } from "../form-dialog";
import { useRecordForm } from "./use-record-form";
import { fromLocalInput, toLocalInput } from "./datetime";
import { DocumentPicker } from "./document-picker";
import { saveNotice } from "./notices-api";
import { StatusField } from "./status-field";

interface Values {
  title: string;
  body: string;
  category: string;
  status: string;
  pinned: boolean;
  publishAt: string;
  expireAt: string;
  link: string;
  /** The attached document's id, "" for none. */
  documentId: string;
  /** A health camp's day (YYYY-MM-DD) and place. */
  eventDate: string;
  place: string;
}
type Field = keyof Values;

const empty = (): Values => ({
  title: "",
  body: "",
  category: "general",
  status: "draft",
  pinned: false,
  publishAt: "",
  expireAt: "",
  link: "",
  documentId: "",
  eventDate: "",
  place: "",
});

function valuesOf(notice: Notice | null): Values {
  if (!notice) return empty();
  return {
    title: notice.title,
    body: notice.body,
    category: notice.category,
    status: notice.status,
    pinned: notice.pinned,
    publishAt: toLocalInput(notice.publishAt),
    expireAt: toLocalInput(notice.expireAt),
    link: notice.link ?? "",
    documentId: notice.documentId ?? "",
    eventDate: notice.eventDate ?? "",
    place: notice.place ?? "",
  };
}

/** Add Notice / Edit Notice, validated with the API's own schema before sending. */
export function NoticeFormDialog({
  open,
  notice,
  onClose,
  onSaved,
}: {
  open: boolean;
  notice: Notice | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { values, setValues, set, errors, setErrors, busy, failure, save } = useRecordForm<
    Notice,
    Values,
    Field
  >(open, notice, valuesOf);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const payload = {
      title: values.title,
      body: values.body,
      category: values.category,
      status: values.status,
      pinned: values.pinned,
      publishAt: fromLocalInput(values.publishAt) ?? undefined,
      expireAt: fromLocalInput(values.expireAt),
      link: values.link || null,
      documentId: values.documentId || null,
      eventDate: values.eventDate || null,
      place: values.place || null,
    };
    const result = noticeInput.safeParse(payload);
    if (!result.success) {
      setErrors(fieldErrorsOf<Field>(result.error.issues));
      return;
    }
    await save(
      () => saveNotice(notice?._id ?? null, payload as Parameters<typeof saveNotice>[1]),
      notice
        ? { success: "Notice updated", failure: "Failed to update notice" }
        : { success: "Notice created", failure: "Failed to create notice" },
      onSaved,
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={notice ? "Edit Notice" : "Add Notice"}
      formId={notice ? "notice-edit-form" : "notice-add-form"}
      submitLabel={notice ? "Save changes" : "Add Notice"}
      busy={busy}
      failure={failure}
      onSubmit={submit}
    >
      <FormField label="Title" required error={errors.title} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            name="title"
            required
            value={values.title}
            onChange={set("title")}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField label="Category" required error={errors.category}>
        {(control) => (
          <select
            {...control}
            name="category"
            value={values.category}
            onChange={set("category")}
            className={controlClass}
          >
            {NOTICE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {NOTICE_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <StatusField value={values.status} error={errors.status} onChange={set("status")} />
      <FormField
        label="Camp date"
        required={values.category === "health-camp"}
        error={errors.eventDate}
        hint="Health camps: the day it is held (listed on the hospital page until then)."
      >
        {(control) => (
          <input
            {...control}
            type="date"
            name="eventDate"
            value={values.eventDate}
            onChange={set("eventDate")}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField
        label="Camp place"
        required={values.category === "health-camp"}
        error={errors.place}
        hint="Health camps: where it is held."
      >
        {(control) => (
          <input
            {...control}
            name="place"
            value={values.place}
            onChange={set("place")}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField
        label="Publish at"
        error={errors.publishAt}
        hint="Visitors see it from this moment; empty: at once."
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            name="publishAt"
            value={values.publishAt}
            onChange={set("publishAt")}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField
        label="Expire at"
        error={errors.expireAt}
        hint="Optional: it leaves the board then, and is archived."
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            name="expireAt"
            value={values.expireAt}
            onChange={set("expireAt")}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField
        label="Body"
        required
        error={errors.body}
        hint="Paragraphs separated by a blank line; links as [text](https://…). HTML is shown as text."
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            name="body"
            rows={8}
            value={values.body}
            onChange={set("body")}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Link" error={errors.link} hint="Optional: a site path (/…) or an https:// address.">
        {(control) => (
          <input
            {...control}
            name="link"
            value={values.link}
            onChange={set("link")}
            className={controlClass}
          />
        )}
      </FormField>
      <div className="flex items-center gap-2 self-end pb-2">
        <input
          id="notice-pinned"
          type="checkbox"
          checked={values.pinned}
          onChange={(event) => setValues((current) => ({ ...current, pinned: event.target.checked }))}
          className="h-4 w-4"
        />
        <label htmlFor="notice-pinned" className="text-sm font-medium text-slate-800">
          Pinned (first on the board; an admission notice also goes to the header)
        </label>
      </div>
      <DocumentPicker
        value={values.documentId || null}
        onChange={(documentId) => setValues((current) => ({ ...current, documentId: documentId ?? "" }))}
        error={errors.documentId}
      />
    </FormDialog>
  );
}
