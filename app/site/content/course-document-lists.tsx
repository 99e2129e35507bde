import type { PdfDocument } from "~/content/documents";
import { ContentSection } from "./content-section";
import { PdfLinkList } from "./pdf-links";

/** The MBBS and PG document lists side by side (student lists, examination results). */
export function CourseDocumentLists({
  labels,
  documents,
}: {
  /** The two lists' names for assistive technology, in the page's language ("MBBS student list by academic year"). */
  labels: { mbbs: string; pg: string };
  documents: { mbbs: readonly PdfDocument[]; pg: readonly PdfDocument[] };
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <ContentSection title="MBBS">
        <PdfLinkList documents={documents.mbbs} label={labels.mbbs} />
      </ContentSection>
      <ContentSection title="PG (MD/MS)">
        <PdfLinkList documents={documents.pg} label={labels.pg} />
      </ContentSection>
    </div>
  );
}
