import {
  fillTemplate,
  MESSAGE_TEMPLATE_BODY_MAX,
  MESSAGE_TEMPLATE_MAX_DOCUMENTS,
  messageTemplateInput,
  TEMPLATE_PLACEHOLDER_LABELS,
  TEMPLATE_PLACEHOLDERS,
  type MessageTemplate,
} from "../../../contract/message-templates";
import { buttonClass } from "../../ui/button";
import { FormField, inputClass } from "../../ui/form-field";
import { DocumentSearch } from "../content/document-picker";
import { controlClass } from "../control-class";
import { FormDialog } from "../form-dialog";
import { saveMessageTemplate } from "./message-templates-api";
import { errorsOf, useRecordForm } from "../use-staff-form";

interface ChosenDocument {
  _id: string;
  title: string;
}
interface Values {
  name: string;
  body: string;
  documents: ChosenDocument[];
}
type Field = "name" | "body" | "documentIds";

const valuesOf = (template: MessageTemplate | null): Values =>
  template
    ? {
        name: template.name,
        body: template.body,
        // A chosen document unpublished since is shown so it can be removed.
        documents: template.documentIds.map(
          (id) =>
            template.documents.find((document) => document._id === id) ?? {
              _id: id,
              title: "A document that is no longer published",
            },
        ),
      }
    : { name: "", body: "", documents: [] };

/** An example enquiry for the preview: the form shows what a family would read. */
const EXAMPLE = { name: "Priya Kumari", course: "MBBS", reference: "ENQ-000123" };

/** Add / edit a message template: name, message with placeholders, the documents it links (checked before sending). */
export function MessageTemplateFormDialog({
  open,
  template,
  officePhone,
  onClose,
  onSaved,
}: {
  open: boolean;
  template: MessageTemplate | null;
  officePhone: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { values, setValues, bind, errors, setErrors, busy, failure, save } = useRecordForm<
    MessageTemplate,
    Values,
    Field
  >(open, template, valuesOf);
  const documentError =
    errors.documentIds ??
    Object.entries(errors).find(([field]) => field.startsWith("documentIds."))?.[1] ??
    undefined;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = {
      name: values.name,
      body: values.body,
      documentIds: values.documents.map((document) => document._id),
    };
    const result = messageTemplateInput.safeParse(input);
    if (!result.success) {
      setErrors(errorsOf(result.error.issues));
      return;
    }
    await save(
      () => saveMessageTemplate(template?._id ?? null, result.data),
      template
        ? { success: "Template updated", failure: "Failed to update the template" }
        : { success: "Template added", failure: "Failed to add the template" },
      onSaved,
    );
  };

  const setDocuments = (documents: ChosenDocument[]) => setValues((current) => ({ ...current, documents }));
  const preview = values.body.trim()
    ? fillTemplate(values.body, {
        ...EXAMPLE,
        officePhone,
        documents: values.documents.map((document) => ({
          title: document.title,
          url: `${window.location.origin}/documents/file/${document._id}.pdf`,
        })),
      })
    : "";

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={template ? "Edit message template" : "Add message template"}
      formId={template ? "template-edit-form" : "template-add-form"}
      submitLabel={template ? "Save changes" : "Add template"}
      busy={busy}
      failure={failure}
      onSubmit={submit}
    >
      <FormField
        label="Name"
        required
        error={errors.name}
        hint="What the admissions office picks from, e.g. Fee sheet"
        className="sm:col-span-2"
      >
        {(control) => <input {...control} {...bind("name")} required className={controlClass} />}
      </FormField>
      <FormField
        label="Message"
        required
        error={errors.body}
        hint={`At most ${MESSAGE_TEMPLATE_BODY_MAX} characters. Placeholders are listed below.`}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            {...bind("body")}
            rows={6}
            maxLength={MESSAGE_TEMPLATE_BODY_MAX}
            required
            className={inputClass}
          />
        )}
      </FormField>
      <div className="text-sm text-slate-700 sm:col-span-2">
        <p className="font-medium text-slate-800">Placeholders</p>
        <ul className="mt-1 space-y-0.5">
          {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
            <li key={placeholder}>
              <code className="rounded bg-slate-100 px-1 text-slate-900">{`{${placeholder}}`}</code>{" "}
              {TEMPLATE_PLACEHOLDER_LABELS[placeholder]}
            </li>
          ))}
        </ul>
      </div>
      <fieldset className="space-y-3 rounded-md border border-slate-200 p-4 sm:col-span-2">
        <legend className="px-1 text-sm font-medium text-slate-800">
          Documents to link (optional, at most {MESSAGE_TEMPLATE_MAX_DOCUMENTS})
        </legend>
        {values.documents.length > 0 ? (
          <ul aria-label="Linked documents" className="space-y-2">
            {values.documents.map((document) => (
              <li key={document._id} className="flex flex-wrap items-center gap-3 text-sm">
                <span className="min-w-0 flex-1 text-slate-900">{document.title}</span>
                <button
                  type="button"
                  className={buttonClass.secondary}
                  aria-label={`Remove ${document.title}`}
                  onClick={() => setDocuments(values.documents.filter((other) => other._id !== document._id))}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">No document linked.</p>
        )}
        {documentError ? (
          <p className="text-sm text-red-700" role="alert">
            {documentError}
          </p>
        ) : null}
        {values.documents.length < MESSAGE_TEMPLATE_MAX_DOCUMENTS ? (
          <DocumentSearch
            exclude={values.documents.map((document) => document._id)}
            onPick={(document) =>
              setDocuments([...values.documents, { _id: document._id, title: document.title }])
            }
          />
        ) : null}
      </fieldset>
      {preview ? (
        <figure className="sm:col-span-2">
          <figcaption className="text-sm font-medium text-slate-800">
            Preview for an example enquiry
          </figcaption>
          <p className="mt-1 rounded-md bg-green-50 p-3 text-sm whitespace-pre-line break-words text-slate-900">
            {preview}
          </p>
        </figure>
      ) : null}
    </FormDialog>
  );
}
