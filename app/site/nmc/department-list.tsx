import { Link } from "react-router";
import { collegeDate } from "../../../contract/college-time";
import {
  asOnDate,
  formatMonth,
  sectionsOf,
  type ListRow,
  type Publication,
  type PublicationWithRows,
} from "../../../contract/nmc";
import { formatDate } from "../content/format-date";
import { useMessages, type messagesOf } from "../i18n/messages";

/** Addresses of a month's page and files (stable: the month's latest revision, or `revision`). */
export const monthPath = (month: string) => `/faculty/department-wise/${month}`;
export const filePath = (month: string, kind: "csv" | "pdf", revision?: number) =>
  `/faculty/department-wise/${month}.${kind}${revision ? `?revision=${revision}` : ""}`;
export const ARCHIVE_PATH = "/faculty/department-wise/archive";

/** "Faculty as on 30 November 2026, published 2 December 2026" in the page's language. */
export function listHeadingIn(
  list: { month: string; publishedAt: string },
  { language, t }: ReturnType<typeof messagesOf>,
) {
  return t("records.nmc.heading", {
    asOn: formatDate(asOnDate(list.month, list.publishedAt), language, "long"),
    published: formatDate(collegeDate(new Date(list.publishedAt)), language, "long"),
  });
}

const departmentId = (department: string) =>
  `dept-${department
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;

function MemberPhoto({ row }: { row: ListRow }) {
  const { t } = useMessages();
  return row.photoThumb ? (
    <img
      src={row.photoThumb}
      alt={row.name}
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      className="h-16 w-16 rounded-full object-cover ring-1 ring-slate-200"
    />
  ) : (
    <span className="flex h-16 w-16 items-center justify-center rounded-full bg-slate-100 text-center text-xs text-slate-700">
      {t("records.nmc.noPhoto")}
    </span>
  );
}

const cellClass =
  "px-3 py-3 align-middle text-slate-800 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 max-sm:text-right max-sm:before:text-left max-sm:before:font-medium max-sm:before:text-slate-700 max-sm:before:content-[attr(data-label)]";

function DepartmentTable({ department, rows }: { department: string; rows: ListRow[] }) {
  const id = departmentId(department);
  const { t } = useMessages();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-xl font-bold text-brand-900">
        {department} <span className="text-base font-normal text-slate-700">({rows.length})</span>
      </h3>
      <div className="sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white">
        <table className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-[52rem]">
          <caption className="sr-only">{t("records.nmc.teachingFacultyOf", { department })}</caption>
          <thead className="bg-brand-50 text-brand-900 max-sm:sr-only">
            <tr>
              {(
                [
                  "records.nmc.photo",
                  "records.column.name",
                  "records.column.designation",
                  "records.column.qualification",
                  "records.nmc.medicalCouncil",
                  "records.nmc.regNo",
                  "records.nmc.aebas",
                ] as const
              ).map((header) => (
                <th key={header} scope="col" className="px-3 py-2 font-semibold">
                  {t(header)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block max-sm:space-y-3 sm:divide-y sm:divide-slate-200">
            {rows.map((row, index) => (
              <tr
                key={`${row.regNo}-${index}`}
                className="max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-4"
              >
                <td className="px-3 py-2 max-sm:float-right max-sm:p-0">
                  <MemberPhoto row={row} />
                </td>
                <th
                  scope="row"
                  className="px-3 py-3 font-semibold text-slate-900 max-sm:block max-sm:p-0 max-sm:pb-2 max-sm:text-base"
                >
                  {row.name}
                  {row.leadershipRole ? (
                    <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {row.leadershipRole}
                    </span>
                  ) : null}
                </th>
                <td data-label={t("records.column.designation")} className={cellClass}>
                  {row.designation}
                </td>
                <td data-label={t("records.column.qualification")} className={cellClass}>
                  {row.qualification}
                </td>
                <td data-label={t("records.nmc.medicalCouncil")} className={cellClass}>
                  {row.medicalCouncil ?? t("records.nmc.notRecorded")}
                </td>
                <td data-label={t("records.nmc.regNo")} className={cellClass}>
                  {row.regNo}
                </td>
                <td data-label={t("records.nmc.aebas")} className={cellClass}>
                  {row.aebasId ? t("records.nmc.onboarded") : t("records.nmc.notOnboarded")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Links to a publication's page and files. */
export function DownloadLinks({ list, revision }: { list: Publication; revision?: number }) {
  const { language, t } = useMessages();
  const month = formatMonth(list.month, language);
  return (
    <ul className="flex flex-wrap gap-3 text-sm font-semibold">
      <li>
        <a
          href={filePath(list.month, "csv", revision)}
          download
          className="inline-block rounded-md bg-brand-700 px-4 py-2 text-white hover:bg-brand-800"
        >
          {t("records.nmc.downloadCsv")}
          <span className="sr-only"> {t("records.nmc.ofList", { month })}</span>
        </a>
      </li>
      <li>
        <a
          href={filePath(list.month, "pdf", revision)}
          className="inline-block rounded-md bg-white px-4 py-2 text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
        >
          {t("records.nmc.downloadPdf")}
          <span className="sr-only"> {t("records.nmc.ofList", { month })}</span>
        </a>
      </li>
    </ul>
  );
}

/** A published month: its heading, downloads, revisions and one section per department. */
export function DepartmentWiseList({
  list,
  revisionAsked,
}: {
  list: PublicationWithRows;
  revisionAsked?: boolean;
}) {
  const sections = sectionsOf(list.rows);
  const latest = list.revisions[0]?.revision ?? list.revision;
  const messages = useMessages();
  const { language, t, rich } = messages;
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <h2 className="text-2xl font-bold text-slate-900">{listHeadingIn(list, messages)}</h2>
        <p className="text-slate-700">
          {rich(sections.length === 1 ? "records.nmc.summaryOne" : "records.nmc.summary", {
            members: list.totals.members,
            departments: sections.length,
            aebas: (
              <Link to="/faculty/mmc-aebas-attendance" className="text-brand-800 underline">
                {t("records.nmc.aebasSystem")}
              </Link>
            ),
          })}
        </p>
        {list.revision > 1 ? (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
            {t("records.nmc.revised", { revision: list.revision, reason: list.reason ?? "" })}
          </p>
        ) : null}
        {revisionAsked && list.revision !== latest ? (
          <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
            {t("records.nmc.earlierRevision")}{" "}
            <Link to={monthPath(list.month)} className="font-semibold text-brand-800 underline">
              {t("records.nmc.seeLatest", { month: formatMonth(list.month, language) })}
            </Link>
          </p>
        ) : null}
        <DownloadLinks list={list} revision={revisionAsked ? list.revision : undefined} />
      </div>
      {list.revisions.length > 1 ? <Revisions list={list} /> : null}
      {sections.length ? (
        <nav aria-label={t("records.nmc.departments")} className="text-sm">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {sections.map((section) => (
              <li key={section.department}>
                <a href={`#${departmentId(section.department)}`} className="text-brand-800 underline">
                  {section.department}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p className="text-slate-700">{t("records.nmc.noMembers")}</p>
      )}
      {sections.map((section) => (
        <DepartmentTable key={section.department} department={section.department} rows={section.rows} />
      ))}
    </div>
  );
}

function Revisions({ list }: { list: PublicationWithRows }) {
  const messages = useMessages();
  const { language, t } = messages;
  return (
    <section aria-labelledby="revisions-heading" className="space-y-2">
      <h3 id="revisions-heading" className="text-lg font-semibold text-slate-900">
        {t("records.nmc.revisionsOf", { month: formatMonth(list.month, language) })}
      </h3>
      <ol className="space-y-1 text-sm text-slate-800">
        {list.revisions.map((each) => (
          <li key={each._id}>
            {each.revision === list.revision ? (
              <span className="font-semibold">{t("records.nmc.shown", { revision: each.revision })}</span>
            ) : (
              <Link
                to={`${monthPath(each.month)}?revision=${each.revision}`}
                className="font-semibold text-brand-800 underline"
              >
                {t("records.nmc.revision", { revision: each.revision })}
              </Link>
            )}
            {": "}
            {t("records.nmc.publishedOn", {
              published: formatDate(collegeDate(new Date(each.publishedAt)), language, "long"),
            })}
            {each.reason ? `: ${each.reason}` : ""}
          </li>
        ))}
      </ol>
    </section>
  );
}
