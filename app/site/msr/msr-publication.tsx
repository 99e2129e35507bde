import { collegeDate } from "../../../contract/college-time";
import { Link } from "react-router";
import {
  MSR_ARCHIVE_PATH,
  msrItemCsvPath,
  msrMonthItemPath,
  msrMonthPath,
  msrMonthPdfPath,
  type DisclosurePublication,
  type MsrItemLetter,
} from "../../../contract/disclosures";
import { formatDay, formatMonth } from "../../../contract/nmc";
import { NoteBox } from "~/site/content/note-box";

export const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** "?revision=2" when an earlier revision is being read, else nothing. */
export const revisionQuery = (revision: number | undefined) => (revision ? `?revision=${revision}` : "");

/** The revision a page was asked for (`?revision=N`), or undefined for the latest. */
export function askedRevision(request: Request): number | undefined {
  const asked = new URL(request.url).searchParams.get("revision");
  return asked && /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : undefined;
}

export const publishedOn = (publishedAt: string) => formatDay(collegeDate(new Date(publishedAt)));

/** "Published 3 December 2026 (revision 2: the reason)", and a note when an earlier revision is shown. */
export function PublicationNote({
  publication,
  latestRevision,
}: {
  publication: DisclosurePublication;
  latestRevision: number;
}) {
  return (
    <>
      <p className="text-slate-700">
        As published for <strong>{formatMonth(publication.month)}</strong> on{" "}
        <time dateTime={publication.publishedAt}>{publishedOn(publication.publishedAt)}</time>
        {publication.revision > 1 ? `, revision ${publication.revision}` : ""}. A published month is never
        changed; a correction is published as a revision with its reason.
      </p>
      {publication.reason ? (
        <p className="text-slate-700">
          Reason for revision {publication.revision}: {publication.reason}
        </p>
      ) : null}
      {publication.revision < latestRevision ? (
        <NoteBox title="An earlier revision">
          <p>
            This is revision {publication.revision}; the month was corrected later.{" "}
            <Link to={msrMonthPath(publication.month)} className={linkClass}>
              Read the latest revision
            </Link>
            .
          </p>
        </NoteBox>
      ) : null}
    </>
  );
}

export interface MonthItemSummary {
  letter: MsrItemLetter;
  title: string;
  missing: number;
}

/** A published month's twelve items, each with its page and CSV, and the month's PDF. */
export function MonthContents({
  month,
  items,
  revision,
}: {
  month: string;
  items: MonthItemSummary[];
  /** The revision being read when it is not the latest. */
  revision?: number;
}) {
  const query = revisionQuery(revision);
  return (
    <>
      <p>
        <a href={`${msrMonthPdfPath(month)}${query}`} className={linkClass}>
          The whole month as one PDF (A4)
        </a>
      </p>
      <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {items.map((item) => (
          <li key={item.letter} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4">
            <Link to={`${msrMonthItemPath(month, item.letter)}${query}`} className={linkClass}>
              ({item.letter}) {item.title}
            </Link>
            <span className="flex flex-wrap items-baseline gap-x-4 text-sm text-slate-700">
              {item.missing ? <span>{item.missing} not recorded</span> : null}
              <a href={`${msrItemCsvPath(month, item.letter)}${query}`} download className={linkClass}>
                CSV<span className="sr-only"> of item ({item.letter})</span>
              </a>
            </span>
          </li>
        ))}
        <li className="p-4">
          <Link to={`${msrMonthItemPath(month, "college-information")}${query}`} className={linkClass}>
            College information pro-forma, as it stood
          </Link>
        </li>
      </ol>
      <p>
        <Link to={MSR_ARCHIVE_PATH} className={linkClass}>
          Every month published (archive)
        </Link>
      </p>
    </>
  );
}
