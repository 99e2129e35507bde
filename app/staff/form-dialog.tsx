import { buttonClass } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Spinner } from "../ui/spinner";
import { FormFailure } from "./form-failure";

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

/** An add/edit dialog (its state is `useStaffForm`'s / `useRecordForm`'s): the required-fields note, the failure line, the fields, and Cancel + submit. */
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
        <FormFailure message={failure} className="sm:col-span-2" />
        {children}
      </form>
    </Dialog>
  );
}
