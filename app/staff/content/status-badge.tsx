/** Draft / Published (and, for published records, Scheduled, Expired or Closed by their dates). */
export function StatusBadge({ status, note }: { status: "draft" | "published"; note?: string }) {
  const label = note ?? (status === "published" ? "Published" : "Draft");
  const tone =
    status === "draft"
      ? "bg-slate-100 text-slate-800"
      : note
        ? "bg-amber-100 text-amber-900"
        : "bg-green-100 text-green-800";
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>
  );
}
