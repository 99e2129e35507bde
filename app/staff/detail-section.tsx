/** A titled card of a record's work screen (an enquiry, a complaint), labelled by its heading. */
export function DetailSection({
  title,
  children,
  id,
}: {
  title: string;
  children: React.ReactNode;
  id: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
