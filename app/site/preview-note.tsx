import type { ReactNode } from "react";
import { useMessages } from "./i18n/messages";

/** The note a staff preview shows on a public page (issue 11): what visitors cannot see yet. */
export function PreviewNote({ children }: { children: ReactNode }) {
  const { t } = useMessages();
  return (
    <p
      role="status"
      className="rounded-md bg-amber-50 p-3 font-semibold text-amber-900 ring-1 ring-amber-300"
    >
      {t("applicants.preview.label")} {children}
    </p>
  );
}

/** The small mark on a draft shown among published records in a staff preview. */
export function DraftBadge({ className = "" }: { className?: string }) {
  const { t } = useMessages();
  return (
    <span
      className={`inline-block rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase ring-1 ring-amber-400 ${className}`}
    >
      {t("applicants.preview.draft")}
    </span>
  );
}
