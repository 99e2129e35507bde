import { collegeDate } from "../../../../contract/college-time";
import { Link, useActionData } from "react-router";
import { GRIEVANCE_CATEGORIES, GRIEVANCE_CATEGORY_SLUGS } from "../../../../contract/grievances";
import { safetyLinksCollection, safetyLinkTarget } from "../../../../contract/collections/safety-links";
import { loadSitePage } from "~/site/content/site-page.server";
import { errorsByField } from "~/site/forms/form-outcome";
import { FormAlert } from "~/site/forms/form-alert";
import { HoneypotField } from "~/site/forms/honeypot-field";
import { PrivacyNotice } from "~/site/forms/privacy-notice";
import { PostedInput, PostedSelect, PostedTextarea } from "~/site/forms/posted-fields";
import { SendingButton } from "~/site/forms/sending-button";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import { FormField, inputClass } from "~/ui/form-field";
import type { Route } from "./+types/complaint-page";
import { submitComplaint, type ComplaintOutcome } from "./complaint-action.server";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: "Not found" }];

/** The page's text (site-pages) and the first helpline to call (safety-links), for a visitor in danger now. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ page }, links, retentionMonths] = await Promise.all([
    loadSitePage(context, request, "/safety/complaint"),
    context.services.collections.pages(safetyLinksCollection).records({ language: context.language }),
    context.services.privacy.retentionMonths(),
  ]);
  const call = links.find((link) => link.kind === "helpline" && link.phone);
  return { page, helpline: call ? safetyLinkTarget(call) : null, retentionMonths };
}

export function action({ request, context }: Route.ActionArgs) {
  return submitComplaint(request, context);
}

const categories = GRIEVANCE_CATEGORY_SLUGS.map((value) => ({ value, label: GRIEVANCE_CATEGORIES[value] }));

function Receipt({ reference, statusKey }: { reference: string; statusKey: string }) {
  return (
    <section
      aria-labelledby="receipt"
      className="rounded-xl border-2 border-emerald-700 bg-emerald-50 p-5 text-emerald-950"
    >
      <h2 id="receipt" className="text-2xl font-bold">
        Your complaint has been received
      </h2>
      <p className="mt-2">
        Keep these two now: write them down or take a screenshot. The status key is shown only this once, and
        nobody at the college can see it or send it to you again.
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-white p-3">
          <dt className="text-sm font-medium">Reference</dt>
          <dd className="font-mono text-xl font-bold" data-testid="reference">
            {reference}
          </dd>
        </div>
        <div className="rounded-lg bg-white p-3">
          <dt className="text-sm font-medium">Status key</dt>
          <dd className="font-mono text-lg font-bold break-all" data-testid="status-key">
            {statusKey}
          </dd>
        </div>
      </dl>
      <p className="mt-4">
        The committee will answer within 15 working days. Follow it at{" "}
        <Link to="/safety/status" className="font-semibold underline underline-offset-2">
          Follow your complaint
        </Link>{" "}
        with both.
      </p>
    </section>
  );
}

export default function ComplaintPage({ loaderData }: Route.ComponentProps) {
  const outcome = useActionData() as ComplaintOutcome | undefined;
  const failed = outcome && !outcome.success ? outcome : undefined;
  const form = { values: failed?.values ?? {}, errors: errorsByField(failed?.errors) };
  const { page, helpline } = loaderData;
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: "Help and complaints", to: "/safety" }]}
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
        {outcome?.success && outcome.receipt.reference ? (
          <Receipt {...outcome.receipt} />
        ) : (
          <>
            {helpline ? (
              <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
                In danger now? Call the anti-ragging helpline{" "}
                <a href={helpline.href} className="font-bold underline underline-offset-2">
                  {helpline.text}
                </a>{" "}
                (free, 24 hours).
              </p>
            ) : null}
            <form
              method="post"
              encType="multipart/form-data"
              className="relative space-y-4"
              data-complaint-form=""
            >
              <PostedSelect
                form={form}
                name="category"
                label="What is it about?"
                placeholder="Choose one"
                options={categories}
                required
              />
              <PostedTextarea
                form={form}
                name="description"
                label="What happened"
                rows={8}
                required
                hint="Who, what and when, as far as you can. At most 5,000 characters."
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="Date it happened" error={form.errors.occurredOn} hint="Optional">
                  {(ids) => (
                    <input
                      {...ids}
                      type="date"
                      name="occurredOn"
                      max={collegeDate()}
                      defaultValue={form.values.occurredOn ?? ""}
                      className={inputClass}
                    />
                  )}
                </FormField>
                <PostedInput form={form} name="place" label="Place" type="text" hint="Optional" />
              </div>
              <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
                <legend className="px-1 font-semibold text-slate-900">About you (all optional)</legend>
                <p className="text-sm text-slate-600">
                  Leave these empty to complain anonymously. Giving a way to reach you helps the committee
                  act.
                </p>
                <PostedInput form={form} name="name" label="Name" type="text" autoComplete="name" />
                <div className="grid gap-4 sm:grid-cols-2">
                  <PostedInput form={form} name="email" label="E-mail" type="email" autoComplete="email" />
                  <PostedInput form={form} name="phone" label="Phone" type="tel" autoComplete="tel" />
                </div>
              </fieldset>
              <FormField
                label="Attachment"
                error={form.errors.attachment}
                hint="Optional: one photo or PDF (JPEG, PNG or PDF, at most 5 MB). Location and camera details are removed."
              >
                {(ids) => (
                  <input
                    {...ids}
                    type="file"
                    name="attachment"
                    accept="image/jpeg,image/png,application/pdf"
                    className={inputClass}
                  />
                )}
              </FormField>
              <PrivacyNotice form="complaint" retentionMonths={loaderData.retentionMonths} />
              <HoneypotField />
              <FormAlert message={failed?.message} />
              <SendingButton>Send complaint</SendingButton>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
