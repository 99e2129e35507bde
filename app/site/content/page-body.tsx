import { useMessages } from "../i18n/messages";
import { PreviewNote } from "../preview-note";

/**
 * The content column of an inner public page, below its PageHero. `preview`: a staff preview (issue 11),
 * which opens with the Preview note.
 */
export function PageBody({ children, preview = false }: { children: React.ReactNode; preview?: boolean }) {
  const { t } = useMessages();
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:py-14">
      {preview ? <PreviewNote>{t("applicants.preview.draftDocuments")}</PreviewNote> : null}
      {children}
    </div>
  );
}
