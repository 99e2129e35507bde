import { useCallback, useState } from "react";
import toast from "react-hot-toast";
import { buttonClass } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Spinner } from "../ui/spinner";
import { ApiError } from "./api-client";

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The form's id, which ties the footer's submit button to it. */
  formId: string;
  submitLabel: string;
  busy: boolean;
  /** A failed save, said inside the dialog too: toasts sit behind its backdrop. */
  failure: string;
  onSubmit: (event: React.FormEvent) => void;
  /** The fields, in a two-column grid. */
  children: React.ReactNode;
}

/** An add/edit dialog: the required-fields note, the failure line, the fields, and Cancel + submit. */
export function FormDialog({
  open,
  onClose,
  title,
  formId,
  submitLabel,
  busy,
  failure,
  onSubmit,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="lg"
      footer={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className={buttonClass.primary} disabled={busy}>
            {busy ? <Spinner /> : null}
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <p className="text-sm text-slate-700 sm:col-span-2">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>
        {failure ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2">
            {failure}
          </p>
        ) : null}
        {children}
      </form>
    </Dialog>
  );
}

type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message for each field of a failed contract check, keyed by the field it names. */
export function fieldErrorsOf<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  for (const issue of issues) found[issue.path[0] as Field] ??= issue.message;
  return found;
}

/**
 * The field errors, busy flag and failure line of an add/edit dialog, and `save`: runs the request,
 * toasts the outcome, and on failure shows the server's field errors and message in the dialog.
 */
export function useFormSave<Field extends string>() {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");

  /** Clears the messages of an earlier opening. */
  const reset = useCallback(() => {
    setErrors({});
    setFailure("");
  }, []);

  /** `success` may be worded from the answer (the server may say what it could not do). */
  const save = async <Answer,>(
    request: () => Promise<Answer>,
    messages: { success: string | ((answer: Answer) => string); failure: string },
    onSaved: () => void,
  ) => {
    setErrors({});
    setFailure("");
    setBusy(true);
    try {
      const answer = await request();
      toast.success(typeof messages.success === "function" ? messages.success(answer) : messages.success);
      onSaved();
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : null;
      const found: FieldErrors<Field> = {};
      for (const item of error?.errors ?? []) if ("field" in item) found[item.field as Field] = item.message;
      setErrors(found);
      const message = error?.message || messages.failure;
      setFailure(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return { errors, setErrors, busy, failure, reset, save };
}
