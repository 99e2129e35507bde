import { collegeDate } from "../../../../contract/college-time";
import { Link, useActionData } from "react-router";
import { GRIEVANCE_CATEGORY_SLUGS, type GrievanceCategory } from "../../../../contract/grievances";
import { useMessages } from "~/site/i18n/messages";
import type { MessageKey } from "~/site/i18n/messages.en";
import type { SiteHandle } from "~/site/i18n/site-handle";
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
import { COMPLAINT_LABELS } from "./complaint-labels";

export const handle: SiteHandle = { translated: true };

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

/** The categories in the page's words. */
const CATEGORY_LABELS: Record<GrievanceCategory, MessageKey> = {
  ragging: "forms.complaint.category.ragging",
  "sexual-harassment": "forms.complaint.category.sexual-harassment",
  discrimination: "forms.complaint.category.discrimination",
  academic: "forms.complaint.category.academic",
  fees: "forms.complaint.category.fees",
  hostel: "forms.complaint.category.hostel",
  other: "forms.complaint.category.other",
};

function Receipt({ reference, statusKey }: { reference: string; statusKey: string }) {
  const { t, rich } = useMessages();
  return (
    <section
      aria-labelledby="receipt"
      className="rounded-xl border-2 border-emerald-700 bg-emerald-50 p-5 text-emerald-950"
    >
      <h2 id="receipt" className="text-2xl font-bold">
        {t("forms.complaint.receivedTitle")}
      </h2>
      <p className="mt-2">{t("forms.complaint.keep")}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-white p-3">
          <dt className="text-sm font-medium">{t("forms.complaint.reference")}</dt>
          <dd className="font-mono text-xl font-bold" data-testid="reference">
            {reference}
          </dd>
        </div>
        <div className="rounded-lg bg-white p-3">
          <dt className="text-sm font-medium">{t("forms.complaint.statusKey")}</dt>
          <dd className="font-mono text-lg font-bold break-all" data-testid="status-key">
            {statusKey}
          </dd>
        </div>
      </dl>
      <p className="mt-4">
        {rich("forms.complaint.follow", {
          link: (
            <Link to="/safety/status" className="font-semibold underline underline-offset-2">
              {t("forms.complaint.followLink")}
            </Link>
          ),
        })}
      </p>
    </section>
  );
}

export default function ComplaintPage({ loaderData }: Route.ComponentProps) {
  const outcome = useActionData() as ComplaintOutcome | undefined;
  const failed = outcome && !outcome.success ? outcome : undefined;
  const form = { values: failed?.values ?? {}, errors: errorsByField(failed?.errors) };
  const { page, helpline } = loaderData;
  const { t, rich } = useMessages();
  const categories = GRIEVANCE_CATEGORY_SLUGS.map((value) => ({ value, label: t(CATEGORY_LABELS[value]) }));
  const optional = t("forms.complaint.optional");
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: t("forms.safety.breadcrumb"), to: "/safety" }]}
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
        {outcome?.success && outcome.receipt.reference ? (
          <Receipt {...outcome.receipt} />
        ) : (
          <>
            {helpline ? (
              <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
                {rich("forms.complaint.danger", {
                  phone: (
                    <a href={helpline.href} className="font-bold underline underline-offset-2">
                      {helpline.text}
                    </a>
                  ),
                })}
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
                label={t(COMPLAINT_LABELS.category)}
                placeholder={t("forms.complaint.categoryPlaceholder")}
                options={categories}
                required
              />
              <PostedTextarea
                form={form}
                name="description"
                label={t(COMPLAINT_LABELS.description)}
                rows={8}
                required
                hint={t("forms.complaint.descriptionHint")}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  label={t(COMPLAINT_LABELS.occurredOn)}
                  error={form.errors.occurredOn}
                  hint={optional}
                >
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
                <PostedInput
                  form={form}
                  name="place"
                  label={t(COMPLAINT_LABELS.place)}
                  type="text"
                  hint={optional}
                />
              </div>
              <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
                <legend className="px-1 font-semibold text-slate-900">{t("forms.complaint.aboutYou")}</legend>
                <p className="text-sm text-slate-600">{t("forms.complaint.anonymous")}</p>
                <PostedInput
                  form={form}
                  name="name"
                  label={t(COMPLAINT_LABELS.name)}
                  type="text"
                  autoComplete="name"
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  <PostedInput
                    form={form}
                    name="email"
                    label={t(COMPLAINT_LABELS.email)}
                    type="email"
                    autoComplete="email"
                  />
                  <PostedInput
                    form={form}
                    name="phone"
                    label={t(COMPLAINT_LABELS.phone)}
                    type="tel"
                    autoComplete="tel"
                  />
                </div>
              </fieldset>
              <FormField
                label={t(COMPLAINT_LABELS.attachment)}
                error={form.errors.attachment}
                hint={t("forms.complaint.attachmentHint")}
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
              <SendingButton>{t("forms.complaint.submit")}</SendingButton>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
