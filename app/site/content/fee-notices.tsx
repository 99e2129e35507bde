import type { PdfDocument } from "~/content/documents";
import { ContentSection } from "./content-section";
import { PdfLinkList } from "./pdf-links";
import { useMessages } from "../i18n/messages";

/** The fee pages' "Fee notices": the published documents of the "fees" category for that course. */
export function FeeNotices({ documents }: { documents: readonly PdfDocument[] }) {
  const { t } = useMessages();
  return (
    <ContentSection title={t("applicants.fees.notices")}>
      <div className="max-w-3xl">
        <PdfLinkList documents={documents} label={t("applicants.fees.notices")} />
      </div>
    </ContentSection>
  );
}
