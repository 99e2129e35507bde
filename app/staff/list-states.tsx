import { buttonClass } from "../ui/button";
import { Spinner } from "../ui/spinner";

/** A list's failure: what went wrong and a Retry button (never a frozen spinner). */
export function ListError({
  message,
  onRetry,
  what,
}: {
  message: string;
  onRetry: () => void;
  what: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        Could not load {what}: {message}
      </p>
      <button type="button" className={buttonClass.secondary} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

export function ListLoading({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 rounded-lg bg-white p-10 text-slate-700"
    >
      <Spinner className="h-5 w-5 text-brand-700" />
      {text}
    </div>
  );
}

export function ListEmpty({ title, text }: { title: string; text?: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {text ? <p className="mt-1 text-slate-700">{text}</p> : null}
    </div>
  );
}
