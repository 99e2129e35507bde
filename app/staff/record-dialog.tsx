import { buttonClass } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { RecordHistory } from "./audit/record-history";

interface RecordDialogProps<T extends { _id: string }> {
  /** The record shown; null keeps the dialog closed. */
  record: T | null;
  title: string;
  size?: "md" | "lg";
  editLabel: string;
  onClose: () => void;
  /** Absent for a role that may only read: no Edit button. */
  onEdit?: (record: T) => void;
  children: (record: T) => React.ReactNode;
  /** The audit trail's entity name: shows the record's own history under its fields. */
  historyOf?: string;
}

/** One record, read-only, with Close and an Edit button that hands the record to the form. */
export function RecordDialog<T extends { _id: string }>({
  record,
  title,
  size,
  editLabel,
  onClose,
  onEdit,
  children,
  historyOf,
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
          {onEdit ? (
            <button type="button" className={buttonClass.primary} onClick={() => record && onEdit(record)}>
              {editLabel}
            </button>
          ) : null}
        </>
      }
    >
      {record ? children(record) : null}
      {record && historyOf ? <RecordHistory entity={historyOf} id={record._id} /> : null}
    </Dialog>
  );
}
