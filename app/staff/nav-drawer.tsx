import { useEffect, useRef } from "react";
import { Icon } from "./icons";

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  children: React.ReactNode;
}

/** The phone-width navigation: a modal <dialog> sliding from the left (focus kept inside, Escape closes). */
export function NavDrawer({ open, onClose, children }: NavDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label="Navigation"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="m-0 h-full max-h-none w-72 max-w-[85vw] bg-brand-900 p-4 backdrop:bg-slate-900/60"
    >
      {open ? (
        <div className="flex h-full flex-col gap-4">
          <div className="flex justify-end">
            <button
              type="button"
              onClick={onClose}
              className="rounded-md p-2 text-white hover:bg-brand-800"
              aria-label="Close navigation"
            >
              <Icon name="plus" className="h-5 w-5 rotate-45" />
            </button>
          </div>
          <div className="min-h-0 flex-1">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
