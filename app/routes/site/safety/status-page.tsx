import { formatCollegeTime } from "../../../../contract/college-time";
import { data, useActionData } from "react-router";
import type { FieldError } from "../../../../contract/common";
import { ERROR_STATUS } from "../../../../contract/error-status";
import {
  grievanceStatusInput,
  type GrievancePublicStatus,
  type GrievanceStatus,
} from "../../../../contract/grievances";
import { pageFailure } from "~/site/forms/public-form.server";
import { messagesOf, useMessages } from "~/site/i18n/messages";
import type { MessageKey } from "~/site/i18n/messages.en";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { loadSitePage } from "~/site/content/site-page.server";
import { FormAlert } from "~/site/forms/form-alert";
import { errorsByField } from "~/site/forms/form-outcome";
import { PostedInput } from "~/site/forms/posted-fields";
import { SendingButton } from "~/site/forms/sending-button";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/status-page";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: "Not found" }];

export const handle: SiteHandle = { translated: true };

/** Each field's label, as the form shows it and a refusal names it. */
const STATUS_LABELS: Record<"reference" | "statusKey", MessageKey> = {
  reference: "forms.status.reference",
  statusKey: "forms.status.statusKey",
};

/** A complaint's status in the page's words. */
const STATUS_NAMES: Record<GrievanceStatus, MessageKey> = {
  received: "forms.status.received",
  acknowledged: "forms.status.acknowledged",
  "under-inquiry": "forms.status.under-inquiry",
  resolved: "forms.status.resolved",
  closed: "forms.status.closed",
};

/** The page's text (site-pages). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { page } = await loadSitePage(context, request, "/safety/status");
  return { page };
}

type Outcome =
  | { success: true; status: GrievancePublicStatus }
  | { success: false; message: string; errors?: FieldError[]; reference?: string };

const NO_STORE = { "Cache-Control": "no-store" };

/** The reference and key are posted (never put in a URL), and checked by the same limited service call as the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const inPageWords = pageFailure(context, STATUS_LABELS);
  const form = await request.formData().catch(() => undefined);
  const reference = typeof form?.get("reference") === "string" ? String(form?.get("reference")) : "";
  const parsed = grievanceStatusInput.safeParse({ reference, statusKey: form?.get("statusKey") ?? "" });
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      field: String(issue.path[0]),
      message: issue.message,
    }));
    return data<Outcome>(
      { success: false, ...inPageWords(400, errors[0]!.message, errors), reference },
      { status: 400, headers: NO_STORE },
    );
  }
  try {
    const status = await context.services.grievances.status(
      context.clientAddress,
      parsed.data.reference,
      parsed.data.statusKey,
    );
    return data<Outcome>({ success: true, status }, { headers: NO_STORE });
  } catch (error) {
    const appError = error as { isDomainError?: boolean; kind?: keyof typeof ERROR_STATUS; message?: string };
    if (appError?.isDomainError && appError.kind) {
      const status = ERROR_STATUS[appError.kind];
      // No complaint matches: said in the page's words (the general refusal would not say why).
      const message =
        status === 404
          ? messagesOf(context.language).t("forms.status.notFound")
          : inPageWords(status, appError.message ?? "").message;
      return data<Outcome>({ success: false, message, reference }, { status, headers: NO_STORE });
    }
    throw error;
  }
}

const dateOf = (iso: string) => formatCollegeTime(iso, "longDate");

function StatusView({ status }: { status: GrievancePublicStatus }) {
  const { t } = useMessages();
  return (
    <section aria-labelledby="status" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="status" className="text-xl font-bold text-slate-900">
        {status.reference}: <span data-testid="current-status">{t(STATUS_NAMES[status.status])}</span>
      </h2>
      <ol className="mt-4 space-y-2">
        {status.steps.map((step) => (
          <li
            key={`${step.status}-${step.at}`}
            className="flex justify-between gap-3 border-b border-slate-100 pb-2"
          >
            <span className="font-medium">{t(STATUS_NAMES[step.status])}</span>
            <span className="text-slate-600">{dateOf(step.at)}</span>
          </li>
        ))}
      </ol>
      {status.messageToComplainant ? (
        <div className="mt-4 rounded-lg bg-brand-50 p-4">
          <h3 className="font-semibold text-slate-900">{t("forms.status.committeeMessage")}</h3>
          <p className="mt-1 whitespace-pre-line" data-testid="committee-message">
            {status.messageToComplainant}
          </p>
        </div>
      ) : null}
    </section>
  );
}

export default function StatusPage({ loaderData }: Route.ComponentProps) {
  const outcome = useActionData() as Outcome | undefined;
  const failed = outcome && !outcome.success ? outcome : undefined;
  const form = { values: { reference: failed?.reference ?? "" }, errors: errorsByField(failed?.errors) };
  const { t } = useMessages();
  return (
    <main>
      <PageHero
        title={loaderData.page.title}
        lead={loaderData.page.lead}
        breadcrumbs={[{ label: t("forms.safety.breadcrumb"), to: "/safety" }]}
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
        {outcome?.success ? <StatusView status={outcome.status} /> : null}
        <form method="post" className="space-y-4">
          <PostedInput
            form={form}
            name="reference"
            label={t(STATUS_LABELS.reference)}
            type="text"
            required
            hint={t("forms.status.referenceHint")}
          />
          <PostedInput
            form={form}
            name="statusKey"
            label={t(STATUS_LABELS.statusKey)}
            type="text"
            required
            autoComplete="off"
          />
          <FormAlert message={failed?.message} />
          <SendingButton>{t("forms.status.submit")}</SendingButton>
        </form>
      </div>
    </main>
  );
}
