import { buttonClass } from "../ui/button";
import { Dialog } from "../ui/dialog";

interface RecordDialogProps<T> {
  /** The record shown; null keeps the dialog closed. */
  record: T | null;
  title: string;
  size?: "md" | "lg";
  editLabel: string;
  onClose: () => void;
  onEdit: (record: T) => void;
  children: (record: T) => React.ReactNode;
}

/** One record, read-only, with Close and an Edit button that hands the record to the form. */
export function RecordDialog<T>({
  record,
  title,
  size,
  editLabel,
  onClose,
  onEdit,
  children,
}: RecordDialogProps<T>) {
  return (
    <Dialog
      open={record !== null}
      onClose={onClose}
      title={title}
      size={size}
      footer={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Close
          </button>
          <button type="button" className={buttonClass.primary} onClick={() => record && onEdit(record)}>
            {editLabel}
          </button>
        </>
      }
    >
      {record ? children(record) : null}
    </Dialog>
  );
}
