import type { JobOpening } from "~/content/careers";
import { buttonClass } from "~/ui/button";

/** One opening: what, where, pay, and an Apply that leads to the Contact HR form with the position filled. */
export function JobCard({ job, applyHref }: { job: JobOpening; applyHref: string }) {
  const facts = [
    ["Location", job.location],
    ["Salary", job.salary],
    ["Experience", job.experience],
    ["Posted", job.posted],
  ] as const;
  return (
    <article
      aria-labelledby={`job-${job.id}`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`job-${job.id}`} className="text-xl font-semibold text-slate-900">
            {job.title}
          </h3>
          <p className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{job.department}</span>
            <span className="rounded-full bg-amber-50 px-2.5 py-1 text-amber-900">{job.type}</span>
          </p>
        </div>
        <a href={applyHref} data-apply={job.title} className={buttonClass.accent}>
          Apply<span className="sr-only"> for {job.title}</span>
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
      <p className="mt-4 text-slate-700">{job.description}</p>
      <details className="group mt-4">
        <summary className="cursor-pointer font-medium text-brand-700 hover:text-brand-800">
          Requirements and benefits
        </summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div>
            <h4 className="font-semibold text-slate-900">Requirements</h4>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
              {job.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="font-semibold text-slate-900">Benefits</h4>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
              {job.benefits.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </details>
    </article>
  );
}
