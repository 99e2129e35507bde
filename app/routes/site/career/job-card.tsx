import { textLines } from "../../../../contract/jobs";
import type { JobOpening } from "~/site/careers/job-openings";
import { useEnglishFallback } from "~/site/content/english-fallback";
import { useFormatDate } from "~/site/content/format-date";
import { useMessages } from "~/site/i18n/messages";
import { useJobWords } from "./job-words";
import { DraftBadge } from "~/site/preview-note";
import { useSiteContact } from "~/site/site-contact";
import { buttonClass } from "~/ui/button";

/** One opening: what, how many, until when, and an Apply that leads to the Contact HR form with the position filled. */
export function JobCard({ job, applyHref }: { job: JobOpening; applyHref: string }) {
  const { address } = useSiteContact();
  const { t, rich } = useMessages();
  const formatDate = useFormatDate();
  const words = useJobWords();
  // A text shown in English for want of its Hindi is marked so (issue 24); the page's hero says why.
  const englishIf = useEnglishFallback();
  const position = <span lang={englishIf(job.position)}>{job.position}</span>;
  const facts = [
    [t("applicants.career.factPosts"), String(job.posts)],
    [t("applicants.career.factExperience"), <span lang={englishIf(job.experience)}>{job.experience}</span>],
    [t("applicants.career.factLocation"), `${address.locality}, ${address.region}`],
    [t("applicants.career.factLastDate"), formatDate(job.lastDate)],
  ] as const;
  const headingId = `job-${job._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-semibold text-slate-900">
            {position}
          </h3>
          <p className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
              {words.department(job.department)}
            </span>
            <span className="rounded-full bg-amber-50 px-2.5 py-1 text-amber-900">
              {words.type(job.type)}
            </span>
            {job.draft ? <DraftBadge /> : null}
          </p>
        </div>
        <a
          href={applyHref}
          data-apply={job.position}
          data-apply-message={t("applicants.career.applyMessage", { position: job.position })}
          className={buttonClass.accent}
        >
          {rich("applicants.career.apply", {
            position: <span className="sr-only">{rich("applicants.career.applyFor", { position })}</span>,
          })}
        </a>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="font-medium text-slate-600">{label}:</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div lang={englishIf(job.description)} className="mt-4 space-y-2 text-slate-700">
        {job.description
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean)
          .map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
      </div>
      <details className="group mt-4">
        <summary className="cursor-pointer font-medium text-brand-700 hover:text-brand-800">
          {t("applicants.career.qualification")}
        </summary>
        <ul lang={englishIf(job.qualification)} className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
          {textLines(job.qualification).map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      </details>
    </article>
  );
}
