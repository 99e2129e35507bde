import { useEffect, useId, useRef } from "react";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  /** Buttons at the bottom. */
  footer?: React.ReactNode;
  size?: "sm" | "md" | "lg" | "xl";
}

const widths = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" };

export const dialogClass = (size: keyof typeof widths = "md") =>
  `m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60`;

/**
 * What a dialog shows: the title with a Close (×) button, the scrolling body, the buttons. Shared by
 * <Dialog/> and the public site's server-rendered dialogs, which a script opens (ADR 013).
 */
export function DialogFrame({
  titleId,
  title,
  footer,
  closeProps,
  children,
}: {
  titleId: string;
  title: string;
  footer?: React.ReactNode;
  /** Extra props of the × button: a click handler, or a data attribute a script looks for. */
  closeProps: React.ButtonHTMLAttributes<HTMLButtonElement> & Record<`data-${string}`, string>;
  children: React.ReactNode;
}) {
  return (
    <div className="flex max-h-[85vh] flex-col">
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          aria-label="Close"
          {...closeProps}
          className="-m-2 rounded-md p-2 text-slate-600 hover:bg-slate-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M5.3 4.3a1 1 0 0 1 1.4 0L10 7.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 9l3.3 3.3a1 1 0 0 1-1.4 1.4L10 10.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 9 5.3 5.7a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </div>
      <div className="overflow-y-auto px-5 py-4">{children}</div>
      {footer ? (
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>
      ) : null}
    </div>
  );
}

/**
 * A modal on the native <dialog>: the browser makes the page behind it inert (focus stays inside),
 * Escape closes it, and focus returns to the opener when it closes.
 */
export function Dialog({ open, onClose, title, children, footer, size = "md" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={dialogClass(size)}
    >
      {open ? (
        <DialogFrame titleId={titleId} title={title} footer={footer} closeProps={{ onClick: onClose }}>
          {children}
        </DialogFrame>
      ) : null}
    </dialog>
  );
}
