/** A highlighted note, e.g. the fee pages' admission-confirmation rule. */
export function NoteBox({ title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <aside className="rounded-lg border-l-4 border-accent-500 bg-amber-50 p-4 text-slate-800">
      {title ? <p className="font-semibold text-slate-900">{title}</p> : null}
      <div className={title ? "mt-1" : undefined}>{children}</div>
    </aside>
  );
}
