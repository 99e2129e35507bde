import { Icon } from "./icons";

interface RowActionsProps {
  /** Who or what the row is, for the buttons' accessible names. */
  label: string;
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

const actionClass = "rounded-md p-2 hover:bg-slate-100";

/** View, edit and delete icon buttons of a card or table row. */
export function RowActions({ label, onView, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="flex items-center gap-1">
      {onView ? (
        <button
          type="button"
          onClick={onView}
          aria-label={`View ${label}`}
          title="View"
          className={`${actionClass} text-brand-700`}
        >
          <Icon name="view" className="h-4 w-4" />
        </button>
      ) : null}
      {onEdit ? (
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${label}`}
          title="Edit"
          className={`${actionClass} text-green-700`}
        >
          <Icon name="edit" className="h-4 w-4" />
        </button>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete ${label}`}
          title="Delete"
          className={`${actionClass} text-red-700`}
        >
          <Icon name="trash" className="h-4 w-4" />
        </button>
      ) : null}
    </div>
  );
}
