import { buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";

const TITLE = "Message Sent Successfully";
const TEXT = "Your message has been sent successfully";

/**
 * The confirmation after a public form was accepted: a modal once the page's JavaScript runs, and the
 * same words in the page itself when the form was posted without JavaScript.
 */
export function SuccessDialog({
  open,
  onClose,
  hydrated,
}: {
  open: boolean;
  onClose: () => void;
  hydrated: boolean;
}) {
  if (!hydrated) {
    return open ? (
      <div role="status" className="mb-5 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
        <h2 className="text-lg font-semibold">{TITLE}</h2>
        <p className="mt-1">{TEXT}</p>
      </div>
    ) : null;
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={TITLE}
      size="sm"
      footer={
        <button type="button" className={buttonClass.primary} onClick={onClose}>
          Close
        </button>
      }
    >
      <div className="flex items-start gap-3">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-8 w-8 shrink-0 text-green-700" fill="none">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
          <path d="m7.5 12.5 3 3 6-6.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <p className="text-slate-700">{TEXT}</p>
      </div>
    </Dialog>
  );
}
