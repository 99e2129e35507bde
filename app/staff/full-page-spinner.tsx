import { Spinner } from "../ui/spinner";

/** What a back-office screen shows while its client-side loader runs. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center gap-3 text-slate-700">
      <h1 className="sr-only">Staff back-office</h1>
      <Spinner className="h-6 w-6 text-brand-700" />
      <p role="status">{label}</p>
    </main>
  );
}
