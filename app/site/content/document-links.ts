import { titleNamesCommittee } from "../../../contract/collections/committees";
import type { Committee } from "./committee-tiles";
import type { PdfDocument } from "~/content/documents";
import type { DocumentLink } from "../../../server/documents/documents.service";
import type { Language } from "../../../contract/language";
import { messagesOf } from "../i18n/messages";
import { formatDate } from "./format-date";

/** Documents from the documents service (through a page's loader) as the PDF lists show them, in the page's language. */
export function toPdfDocuments(documents: DocumentLink[], language: Language = "en"): PdfDocument[] {
  const { t } = messagesOf(language);
  return documents.map((document) => ({
    title: document.title,
    ...(document.englishTitle ? { englishTitle: document.englishTitle } : {}),
    ...(document.fallbacks?.length ? { fallbacks: document.fallbacks } : {}),
    href: document.url,
    note: t("applicants.documents.dated", { date: formatDate(document.date, language) }),
    ...(document.draft ? { draft: true } : {}),
  }));
}

/** The title the placing rules read: the English one (a Hindi page shows the Hindi title). */
const englishTitleOf = (document: { title: string; englishTitle?: string }) =>
  document.englishTitle ?? document.title;

/** Student lists and results: titles starting "PG" go to the PG column, the rest to MBBS. */
export function byCourse(documents: PdfDocument[]) {
  return {
    mbbs: documents.filter((document) => !/^PG\b/i.test(englishTitleOf(document))),
    pg: documents.filter((document) => /^PG\b/i.test(englishTitleOf(document))),
  };
}

/** Fee notices: titles starting "PG" belong to the PG fee page, "MBBS" or "UG" to the UG one, the rest to both. */
export function forFeePage(documents: PdfDocument[], course: "ug" | "pg") {
  return documents.filter((document) =>
    course === "pg"
      ? !/^(MBBS|UG)\b/i.test(englishTitleOf(document))
      : !/^PG\b/i.test(englishTitleOf(document)),
  );
}

/**
 * Each committee with the PDF of its committee document: the newest one whose title starts with the
 * committee's name ("Anti Ragging Committee", "Anti Ragging Committee 2025-26", …; the English title and name,
 * also on a Hindi page). The title ties a document
 * to its committee (a record of the committees collection): no id to keep in step, nothing new in the form.
 */
export function withCommitteeDocuments(
  committees: readonly Committee[],
  documents: readonly DocumentLink[],
): Committee[] {
  return committees.map((committee) => {
    // Oldest first from the service: the last match is the newest.
    const document = documents.findLast((candidate) =>
      titleNamesCommittee(englishTitleOf(candidate), englishTitleOf(committee)),
    );
    return { ...committee, pdf: document?.url, ...(document?.draft ? { pdfDraft: true } : {}) };
  });
}

/**
 * The admission pages' documents: split by course as the fee notices are, shown without the course word (a
 * Hindi title too, where it starts with it).
 */
export function forAdmissionPage(documents: PdfDocument[], course: "ug" | "pg") {
  return forFeePage(documents, course).map((document) => ({
    ...document,
    title: document.title.replace(/^(MBBS|UG|PG)\s+/i, ""),
  }));
}
