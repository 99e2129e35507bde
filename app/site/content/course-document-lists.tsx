import type { PdfDocument } from "~/content/documents";
import { ContentSection } from "./content-section";
import { PdfLinkList } from "./pdf-links";

/** The MBBS and PG document lists side by side (student lists, examination results). */
export function CourseDocumentLists({
  subject,
  documents,
}: {
  subject: string;
  documents: { mbbs: readonly PdfDocument[]; pg: readonly PdfDocument[] };
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <ContentSection title="MBBS">
        <PdfLinkList documents={documents.mbbs} label={`MBBS ${subject} by academic year`} />
      </ContentSection>
      <ContentSection title="PG (MD/MS)">
        <PdfLinkList documents={documents.pg} label={`PG ${subject} by academic year`} />
      </ContentSection>
    </div>
  );
}
