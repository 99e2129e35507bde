import { Spinner } from "../ui/spinner";

/** What a back-office screen shows while its client-side loader runs. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center gap-3 text-slate-700" role="status">
      <Spinner className="h-6 w-6 text-brand-700" />
      <span>{label}</span>
    </div>
  );
}
