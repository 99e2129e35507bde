import type { Badge, BadgeTone } from "../status-badge";
import { CONTACT_CATEGORIES, type MessageStatus } from "../../../contract/contact";

export const categoryLabel = (slug: string) =>
  CONTACT_CATEGORIES[slug as keyof typeof CONTACT_CATEGORIES] ?? slug.charAt(0).toUpperCase() + slug.slice(1);

const MESSAGE_TONES: Record<MessageStatus, BadgeTone> = { new: "amber", read: "grey", handled: "green" };

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
      {categoryLabel(category)}
    </span>
  );
}

export const messageBadge = (status: MessageStatus): Badge => ({
  label: status.charAt(0).toUpperCase() + status.slice(1),
  tone: MESSAGE_TONES[status],
  status,
});
