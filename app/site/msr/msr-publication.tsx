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
import { formatMonth } from "../../../contract/nmc";
import { NoteBox } from "~/site/content/note-box";
import { useMessages } from "~/site/i18n/messages";
import { itemHeading, publishedOn } from "./msr-text";

export const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** "?revision=2" when an earlier revision is being read, else nothing. */
export const revisionQuery = (revision: number | undefined) => (revision ? `?revision=${revision}` : "");

/** The revision a page was asked for (`?revision=N`), or undefined for the latest. */
export function askedRevision(request: Request): number | undefined {
  const asked = new URL(request.url).searchParams.get("revision");
  return asked && /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : undefined;
}

/** "Published 3 December 2026 (revision 2: the reason)", and a note when an earlier revision is shown. */
export function PublicationNote({
  publication,
  latestRevision,
}: {
  publication: DisclosurePublication;
  latestRevision: number;
}) {
  const messages = useMessages();
  const { language, t, rich } = messages;
  const { revision } = publication;
  return (
    <>
      <p className="text-slate-700">
        {rich("msr.month.asPublished", {
          month: <strong>{formatMonth(publication.month, language)}</strong>,
          date: (
            <time dateTime={publication.publishedAt}>{publishedOn(messages, publication.publishedAt)}</time>
          ),
          revision: revision > 1 ? t("msr.month.revisionSuffix", { revision }) : "",
        })}
      </p>
      {publication.reason ? (
        <p className="text-slate-700">{t("msr.month.reason", { revision, reason: publication.reason })}</p>
      ) : null}
      {revision < latestRevision ? (
        <NoteBox title={t("msr.month.earlierTitle")}>
          <p>
            {rich("msr.month.earlierText", {
              revision,
              link: (
                <Link to={msrMonthPath(publication.month)} className={linkClass}>
                  {t("msr.month.readLatest")}
                </Link>
              ),
            })}
          </p>
        </NoteBox>
      ) : null}
    </>
  );
}

export interface MonthItemSummary {
  letter: MsrItemLetter;
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
  const messages = useMessages();
  const { t } = messages;
  const query = revisionQuery(revision);
  return (
    <>
      <p>
        <a href={`${msrMonthPdfPath(month)}${query}`} className={linkClass}>
          {t("msr.month.wholePdf")}
        </a>
      </p>
      <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {items.map((item) => (
          <li key={item.letter} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4">
            <Link to={`${msrMonthItemPath(month, item.letter)}${query}`} className={linkClass}>
              {itemHeading(messages, item.letter)}
            </Link>
            <span className="flex flex-wrap items-baseline gap-x-4 text-sm text-slate-700">
              {item.missing ? <span>{t("msr.month.notRecorded", { count: item.missing })}</span> : null}
              <a href={`${msrItemCsvPath(month, item.letter)}${query}`} download className={linkClass}>
                CSV<span className="sr-only"> {t("msr.month.csvOf", { letter: item.letter })}</span>
              </a>
            </span>
          </li>
        ))}
        <li className="p-4">
          <Link to={`${msrMonthItemPath(month, "college-information")}${query}`} className={linkClass}>
            {t("msr.month.proforma")}
          </Link>
        </li>
      </ol>
      <p>
        <Link to={MSR_ARCHIVE_PATH} className={linkClass}>
          {t("msr.archiveLink")}
        </Link>
      </p>
    </>
  );
}
