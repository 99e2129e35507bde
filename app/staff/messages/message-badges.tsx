import { CONTACT_CATEGORIES, type MessageStatus } from "../../../contract/contact";

export const categoryLabel = (slug: string) =>
  CONTACT_CATEGORIES[slug as keyof typeof CONTACT_CATEGORIES] ?? slug.charAt(0).toUpperCase() + slug.slice(1);

const statusStyles: Record<MessageStatus, string> = {
  new: "bg-amber-100 text-amber-900",
  read: "bg-slate-200 text-slate-800",
  handled: "bg-green-100 text-green-900",
};

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
      {categoryLabel(category)}
    </span>
  );
}

export function StatusBadge({ status }: { status: MessageStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${statusStyles[status]}`}>
      {status}
    </span>
  );
}
