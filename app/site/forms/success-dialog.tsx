import { useId } from "react";
import { buttonClass } from "~/ui/button";
import { DialogFrame, dialogClass } from "~/ui/dialog";
import { useMessages } from "../i18n/messages";

/** What to quote: the reference the acknowledgement e-mail repeats and the office searches by. */
function ReferenceLine({ reference }: { reference?: string }) {
  const { rich } = useMessages();
  return (
    <>{rich("forms.sent.reference", { reference: <strong data-sent-reference="">{reference}</strong> })}</>
  );
}

/**
 * What a form says once its post is accepted, when not the default words: a title and a text that may
 * quote the answer (`answer("reference")`), rendered once with the value (no JavaScript) and once with a
 * slot the form script fills from the endpoint's `data` (the dialog).
 */
export interface FormConfirmation {
  title: string;
  text: (answer: (key: string) => React.ReactNode) => React.ReactNode;
}

/** The confirmation of a form posted without JavaScript: the same words, in the page above the form. */
export function SentNotice({
  confirmation,
  receipt = {},
  reference,
}: {
  confirmation?: FormConfirmation;
  receipt?: Record<string, string>;
  reference?: string;
}) {
  const { t } = useMessages();
  return (
    <div role="status" className="mb-5 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
      <h2 className="text-lg font-semibold">{confirmation?.title ?? t("forms.sent.title")}</h2>
      <div className="mt-1 space-y-2">
        {confirmation ? (
          confirmation.text((key) => (
            <strong className="font-mono" data-testid={`receipt-${key}`}>
              {receipt[key] ?? ""}
            </strong>
          ))
        ) : (
          <p>{t("forms.sent.text")}</p>
        )}
        {!confirmation && reference ? (
          <p>
            <ReferenceLine reference={reference} />
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The confirmation after a public form was accepted through the form script: a closed <dialog> in the
 * HTML whose content waits in a <template> (so the page holds those words only once); the script fills it
 * (each `data-answer` slot from the answer's data) and opens it as a modal (its Close buttons carry
 * `data-dialog-close`).
 */
export function SuccessDialog({ confirmation }: { confirmation?: FormConfirmation }) {
  const titleId = useId();
  const { t } = useMessages();
  return (
    <dialog data-success-dialog="" aria-labelledby={titleId} className={dialogClass("sm")}>
      <template>
        <DialogFrame
          titleId={titleId}
          title={confirmation?.title ?? t("forms.sent.title")}
          closeProps={{ "data-dialog-close": "", "aria-label": t("forms.close") }}
          footer={
            <button type="button" data-dialog-close="" className={buttonClass.primary}>
              {t("forms.close")}
            </button>
          }
        >
          <div className="flex items-start gap-3">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-8 w-8 shrink-0 text-green-700"
              fill="none"
            >
              <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
              <path d="m7.5 12.5 3 3 6-6.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <div className="space-y-2 text-slate-700">
              {confirmation ? (
                confirmation.text((key) => (
                  <strong className="font-mono" data-answer={key} data-testid={`receipt-${key}`} />
                ))
              ) : (
                <>
                  <p>{t("forms.sent.text")}</p>
                  {/* Shown, with the reference filled in, when the answer carries one. */}
                  <p data-reference-line="" hidden>
                    <ReferenceLine />
                  </p>
                </>
              )}
            </div>
          </div>
        </DialogFrame>
      </template>
    </dialog>
  );
}
