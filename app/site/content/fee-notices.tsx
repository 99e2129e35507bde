import type { PdfDocument } from "~/content/documents";
import { ContentSection } from "./content-section";
import { PdfLinkList } from "./pdf-links";

/** The fee pages' "Fee notices": the published documents of the "fees" category for that course. */
export function FeeNotices({ documents }: { documents: readonly PdfDocument[] }) {
  return (
    <ContentSection title="Fee notices">
      <div className="max-w-3xl">
        <PdfLinkList documents={documents} label="Fee notices" />
      </div>
    </ContentSection>
  );
}
