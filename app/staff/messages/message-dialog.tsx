import { StatusBadge } from "../status-badge";
import type { ContactMessage } from "../../../contract/contact";
import { FORM_LANGUAGE_LABELS } from "../../../contract/public-form";
import { buttonClass } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { RecordHistory } from "../audit/record-history";
import { Spinner } from "../../ui/spinner";
import { formatDateTime } from "../format";
import { Icon } from "../icons";
import { CategoryBadge, messageBadge } from "./message-badges";

interface MessageDialogProps {
  message: ContactMessage | null;
  busy: boolean;
  onClose: () => void;
  onHandled?: (message: ContactMessage) => void;
  /** Absent, with onHandled, for a role that may only read messages. */
  onDelete?: (message: ContactMessage) => void;
}

/** One contact message in full, with Mark as handled and Delete. */
export function MessageDialog({ message, busy, onClose, onHandled, onDelete }: MessageDialogProps) {
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title={message ? message.subject : "Message"}
      size="lg"
      footer={
        message ? (
          <>
            {onDelete ? (
              <button type="button" className={buttonClass.danger} onClick={() => onDelete(message)}>
                <Icon name="trash" className="h-4 w-4" />
                Delete
              </button>
            ) : null}
            <button type="button" className={buttonClass.secondary} onClick={onClose}>
              Close
            </button>
            {onHandled && message.status !== "handled" ? (
              <button
                type="button"
                className={buttonClass.primary}
                onClick={() => onHandled(message)}
                disabled={busy}
              >
                {busy ? <Spinner /> : <Icon name="check" className="h-4 w-4" />}
                Mark as handled
              </button>
            ) : null}
          </>
        ) : null
      }
    >
      {message ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={message.category} />
            <StatusBadge {...messageBadge(message.status)} />
            <span className="text-sm text-slate-700">{formatDateTime(message.createdAt)}</span>
          </div>
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-xs font-semibold text-slate-600 uppercase">From</dt>
              <dd className="text-slate-900">{message.name}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-slate-600 uppercase">Email</dt>
              <dd className="break-all">
                <a
                  className="text-brand-700 underline"
                  href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
                >
                  {message.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-slate-600 uppercase">Phone</dt>
              <dd>
                <a className="text-brand-700 underline" href={`tel:${message.phone.replace(/[^\d+]/g, "")}`}>
                  {message.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-slate-600 uppercase">Language</dt>
              <dd className="text-slate-900">{FORM_LANGUAGE_LABELS[message.language]}</dd>
            </div>
          </dl>
          <p className="rounded-md bg-slate-50 p-3 whitespace-pre-line break-words text-slate-900">
            {message.message}
          </p>
          <RecordHistory entity="message" id={message._id} />
        </div>
      ) : null}
    </Dialog>
  );
}
