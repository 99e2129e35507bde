import { useState } from "react";
import toast from "react-hot-toast";
import type { PipelineEnquiry } from "../../../contract/enquiry";
import type { MessageTemplate } from "../../../contract/message-templates";
import type { SiteSettings } from "../../../contract/site-settings";
import { fillTemplate } from "../../../contract/message-templates";
import { formatWhatsappNumber, whatsappNumber, whatsappUrl } from "../../../contract/whatsapp";
import { buttonClass } from "../../ui/button";
import { FormField } from "../../ui/form-field";
import { ApiError } from "../api-client";
import { controlClass } from "../control-class";
import { ListError, ListLoading } from "../list-states";
import { allMessageTemplates, fetchOfficePhone } from "../message-templates/message-templates-api";
import { useApiData, type InitialData } from "../use-api-data";
import { logWhatsapp } from "./enquiries-api";
import { ENQUIRY_DETAIL_KEYS } from "./enquiry-keys";

/** Copies text; where the Clipboard API is missing (plain http), through a selected text area. */
async function copyText(text: string) {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const area = document.createElement("textarea");
  area.value = text;
  document.body.append(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  if (!copied) throw new Error("not copied");
}

/**
 * "WhatsApp": a template filled for this enquiry, opened in WhatsApp's click-to-chat (wa.me) on the staff
 * member's own WhatsApp in a new tab, and logged on the timeline; or copied as text for an SMS (ADR 021).
 * `initial`: the templates and the office phone, read by the screen's server loader.
 */
export function WhatsappReply({
  enquiry,
  onLogged,
  initial,
}: {
  enquiry: PipelineEnquiry;
  onLogged: () => void;
  initial?: {
    templates: InitialData<MessageTemplate[]> | null;
    officePhone: InitialData<SiteSettings["phone"]> | null;
  };
}) {
  const templates = useApiData(ENQUIRY_DETAIL_KEYS.templates, allMessageTemplates, {
    initial: initial?.templates,
  });
  const officePhone = useApiData(ENQUIRY_DETAIL_KEYS.officePhone, fetchOfficePhone, {
    initial: initial?.officePhone,
  });
  // None chosen yet (or one deleted since): the first.
  const [templateId, setTemplateId] = useState("");
  const list = templates.data ?? [];

  if (templates.error || officePhone.error) {
    return (
      <ListError
        what="the message templates"
        message={templates.error || officePhone.error}
        onRetry={() => {
          templates.reload();
          officePhone.reload();
        }}
      />
    );
  }
  if (!templates.data || officePhone.data === null) return <ListLoading text="Loading the templates..." />;
  if (list.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        No message templates yet: an administrator adds them under Message templates.
      </p>
    );
  }

  const template = list.find((each) => each._id === templateId) ?? list[0]!;
  const text = fillTemplate(template.body, {
    name: enquiry.name,
    course: enquiry.course,
    reference: enquiry.reference,
    officePhone: officePhone.data,
    documents: template.documents,
  });
  const number = whatsappNumber(enquiry.phone);

  // The link opens WhatsApp at once (a new tab keeps this page, and this call, alive); the timeline follows.
  const log = () => {
    logWhatsapp(enquiry._id, template._id).then(
      () => {
        toast.success("WhatsApp message logged on the timeline");
        onLogged();
      },
      (caught: unknown) =>
        toast.error(caught instanceof ApiError ? caught.message : "The message could not be logged"),
    );
  };
  const copy = () =>
    copyText(text).then(
      () => toast.success("Message copied: paste it into an SMS"),
      () => toast.error("The message could not be copied: select it and copy it by hand"),
    );

  return (
    <div className="flex flex-col gap-3">
      <FormField label="Template">
        {(control) => (
          <select
            {...control}
            value={template._id}
            onChange={(event) => setTemplateId(event.target.value)}
            className={controlClass}
          >
            {list.map((each) => (
              <option key={each._id} value={each._id}>
                {each.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <figure>
        <figcaption className="text-sm font-medium text-slate-800">Message</figcaption>
        <p
          data-testid="whatsapp-text"
          className="mt-1 rounded-md bg-green-50 p-3 text-sm whitespace-pre-line break-words text-slate-900"
        >
          {text}
        </p>
      </figure>
      <div className="flex flex-wrap items-center gap-3">
        {number.ok ? (
          <a
            href={whatsappUrl(number.digits, text)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={log}
            className={buttonClass.primary}
          >
            WhatsApp {formatWhatsappNumber(number.digits)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <button type="button" disabled aria-describedby="whatsapp-refused" className={buttonClass.primary}>
            WhatsApp
          </button>
        )}
        <button type="button" className={buttonClass.secondary} onClick={() => void copy()}>
          Copy for SMS
        </button>
      </div>
      {number.ok ? (
        <p className="text-xs text-slate-600">
          Opens your own WhatsApp with the message ready; press send there. It is logged on the timeline.
        </p>
      ) : (
        <p id="whatsapp-refused" role="status" className="text-sm text-red-800">
          Cannot open WhatsApp for {enquiry.phone}: {number.reason}.
        </p>
      )}
    </div>
  );
}
