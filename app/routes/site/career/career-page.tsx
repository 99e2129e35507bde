import { Link, useSearchParams } from "react-router";
import { jobsCollection } from "../../../../contract/collections/jobs";
import { contactInput } from "../../../../contract/contact";
import {
  departmentSummaries,
  filterJobs,
  positionForJob,
  readJobFilters,
  type JobOpening,
} from "~/site/careers/job-openings";
import { LastUpdated, newest } from "~/site/content/last-updated";
import { loadSitePage } from "~/site/content/site-page.server";
import { submitPublicForm } from "~/site/forms/public-form.server";
import { usePostedForm } from "~/site/forms/posted-form";
import { PageHero } from "~/site/page-hero";
import { PreviewNote } from "~/site/preview-note";
import { isStaffPreview } from "~/site/preview-request.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/career-page";
import { HR_FIELDS, hrEnquiryErrors, hrEnquiryToContact, type HrField } from "./career-enquiry";
import { ContactHrForm } from "./contact-hr-form";
import { JobCard } from "./job-card";
import { JobFilterBar } from "./job-filters";
import { jobFilterQuery } from "./job-query";
import { useSiteContact } from "~/site/site-contact";
import { messagesOf, metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { useJobWords } from "./job-words";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

/**
 * The open openings (published, last date not past in India time), from the jobs collection (ADR 011, 017); with
 * `?preview`, a signed-in editor also sees the drafts, marked Draft.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const preview = await isStaffPreview(context, request);
  const [{ page }, openings, retentionMonths] = await Promise.all([
    loadSitePage(context, request, "/career"),
    context.services.collections.pages(jobsCollection).records({ preview, language: context.language }),
    context.services.privacy.retentionMonths(),
  ]);
  const sentMessage = messagesOf(context.language).t("forms.contact.sent");
  return { page, sentMessage, openings, preview, retentionMonths };
}

export const handle: SiteHandle = { translated: true };

/** The Contact HR form posted without JavaScript: stored as a contact message in the careers category. */
export function action({ request, context }: Route.ActionArgs) {
  return submitPublicForm({
    request,
    context,
    fields: HR_FIELDS,
    schema: contactInput,
    // The page's language stays with the message: its acknowledgement is written in it.
    toInput: (values) => ({ ...hrEnquiryToContact(values), language: context.language }),
    mapErrors: hrEnquiryErrors,
    save: (input, visitor) => context.services.messages.create(visitor, input),
    successMessage: messagesOf(context.language).t("forms.contact.sent"),
  });
}

/**
 * Server-rendered only (ADR 013). The filters are a GET form and the openings the server's answer to it;
 * with JavaScript the site's careers script (app/site/enhance/careers.ts) fetches that answer as the
 * visitor types and swaps the list in place, and Apply fills the Contact HR form without a reload.
 */
export default function CareerPage({ loaderData }: Route.ComponentProps) {
  const contact = useSiteContact();
  const { t, rich } = useMessages();
  const words = useJobWords();
  const [searchParams] = useSearchParams();
  const filters = readJobFilters(searchParams);
  const { page, openings, preview } = loaderData;
  const jobs = filterJobs(openings, filters);
  const departments = departmentSummaries(openings);
  const openPosts = openings.reduce((sum, job) => sum + job.posts, 0);
  const form = usePostedForm<HrField>({ position: searchParams.get("position") ?? "" });

  const applyHref = (job: JobOpening) => {
    const params = jobFilterQuery(filters);
    params.set("position", positionForJob(job));
    return `?${params.toString()}#contact-hr`;
  };

  return (
    <main>
      <PageHero title={page.title} lead={page.lead} />
      <div className="bg-brand-900 text-white">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-4 px-4 py-6 text-center">
          <div>
            <dt className="text-sm text-brand-100">{t("applicants.career.openPositions")}</dt>
            <dd className="text-3xl font-bold">{openPosts}</dd>
          </div>
          {page.figures.map((figure) => (
            <div key={figure.label}>
              <dt className="text-sm text-brand-100">{figure.label}</dt>
              <dd className="text-3xl font-bold">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-10 sm:py-14">
        {preview ? (
          <PreviewNote>
            {t(page.draft ? "applicants.career.previewWithPage" : "applicants.career.preview")}
          </PreviewNote>
        ) : null}
        <JobFilterBar filters={filters} preview={preview} />

        {departments.length > 0 ? (
          <section aria-labelledby="departments-heading">
            <h2 id="departments-heading" className="text-2xl font-bold text-slate-900">
              {t("applicants.career.departmentsHiring")}
            </h2>
            <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3">
              {departments.map((department) => (
                <li
                  key={department.name}
                  className={`rounded-xl border p-4 break-words sm:p-5 ${department.colour}`}
                >
                  <p className="text-sm font-semibold sm:text-lg">{words.department(department.name)}</p>
                  <p className="mt-1">
                    <span className="text-3xl font-bold">{department.posts}</span>{" "}
                    {t(department.posts === 1 ? "applicants.career.post" : "applicants.career.posts")}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="openings" className="scroll-mt-4">
          <h2 id="openings" tabIndex={-1} className="text-2xl font-bold text-slate-900">
            {t("applicants.career.currentOpenings")}
          </h2>
          <p className="mt-1 text-slate-600" aria-live="polite" data-openings-count="">
            {openings.length === 0
              ? t("applicants.career.noOpenings")
              : jobs.length === openings.length
                ? t("applicants.career.showingAll", { count: jobs.length })
                : t("applicants.career.matching", { count: jobs.length, total: openings.length })}
          </p>
          <div data-openings-results="">
            {openings.length === 0 ? (
              <p className="mt-5 rounded-xl border border-slate-200 bg-white px-6 py-12 text-center text-slate-700">
                {t("applicants.career.emptyText")}
              </p>
            ) : jobs.length === 0 ? (
              <div className="mt-5 rounded-xl border border-slate-200 bg-white px-6 py-12 text-center">
                <p className="text-xl font-semibold text-slate-900">{t("applicants.career.noneFound")}</p>
                <p className="mt-2 text-slate-600">{t("applicants.career.tryOther")}</p>
                <Link
                  to="/career#openings"
                  data-show-all-openings=""
                  className="mt-4 inline-block font-medium text-brand-700 underline underline-offset-2"
                >
                  {t("applicants.career.showAll")}
                </Link>
              </div>
            ) : (
              <ul className="mt-5 space-y-5">
                {jobs.map((job) => (
                  <li key={job._id}>
                    <JobCard job={job} applyHref={applyHref(job)} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>

        <section aria-labelledby="why-work-with-us">
          <h2 id="why-work-with-us" className="text-2xl font-bold text-slate-900">
            {t("applicants.career.whyWork")}
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {page.facts.map((benefit) => (
              <li key={benefit.label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="font-semibold text-slate-900">{benefit.label}</h3>
                <p className="mt-2 text-slate-700">{benefit.value}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          id="contact-hr"
          aria-labelledby="contact-hr-heading"
          className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
        >
          <h2 id="contact-hr-heading" className="text-2xl font-bold text-slate-900">
            {t("applicants.career.contactHr")}
          </h2>
          <p className="mt-1 mb-5 text-slate-600">
            {rich("applicants.career.contactHrIntro", {
              email: (
                <a
                  className="text-brand-700 underline underline-offset-2"
                  href={`mailto:${contact.emails.hr}`}
                >
                  {contact.emails.hr}
                </a>
              ),
            })}
          </p>
          <ContactHrForm
            form={form}
            sentMessage={loaderData.sentMessage}
            retentionMonths={loaderData.retentionMonths}
          />
        </section>
        <LastUpdated at={newest([page.updatedAt, ...openings.map((job) => job.updatedAt)])} />
      </div>
    </main>
  );
}
