import { Link, useActionData } from "react-router";
import { withdrawalInput, withdrawalTokenField } from "../../../../contract/privacy";
import { asAppError } from "~/site/forms/app-error";
import { FormAlert } from "~/site/forms/form-alert";
import type { FormOutcome } from "~/site/forms/form-outcome";
import { submitPublicForm } from "~/site/forms/public-form.server";
import { SendingButton } from "~/site/forms/sending-button";
import { PageHero } from "~/site/page-hero";
import { messagesOf, metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/withdraw-page";

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, {
    title: t("about.withdraw.title"),
    description: t("about.withdraw.description"),
    noindex: true,
  });
};

export const handle: SiteHandle = { translated: true };

// The address carries the token: nobody caches the page and no other site is told the address
// (same-origin, not no-referrer: the form's post must carry its Origin for React Router's check).
export const headers = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

/**
 * The acknowledgement e-mail's link opens this page; it changes nothing by itself (mail scanners open
 * links), the button posts the token to confirm.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: withdrawalTokenField.safeParse(token).success ? token : null };
}

export function action({ request, context }: Route.ActionArgs) {
  const { t } = messagesOf(context.language);
  return submitPublicForm({
    request,
    context,
    fields: ["token"],
    schema: withdrawalInput,
    save: async (input, visitor) => {
      try {
        return await context.services.enquiries.withdraw(visitor, input.token);
      } catch (error) {
        // The service's refusal of an unknown or used link, in the page's language.
        const refused = asAppError(error);
        if (refused?.kind === "not-found") refused.message = t("about.withdraw.linkInvalid");
        throw error;
      }
    },
    successMessage: t("about.withdraw.withdrawn"),
  });
}

export default function WithdrawPage({ loaderData }: Route.ComponentProps) {
  const outcome = useActionData() as FormOutcome<"token"> | undefined;
  const { t, rich } = useMessages();
  const privacyLink = (
    <Link to="/privacy" className="text-brand-700 underline">
      {t("about.withdraw.privacyNotice")}
    </Link>
  );
  return (
    <main>
      <PageHero title={t("about.withdraw.title")} lead={t("about.withdraw.lead")} />
      <div className="mx-auto max-w-2xl space-y-5 px-4 py-10 text-slate-700 sm:py-14">
        {outcome?.success ? (
          <section
            aria-labelledby="withdrawn"
            className="rounded-xl border-2 border-emerald-700 bg-emerald-50 p-5 text-emerald-950"
          >
            <h2 id="withdrawn" className="text-xl font-bold">
              {t("about.withdraw.done")}
            </h2>
            <p className="mt-2">{outcome.message}</p>
            <p className="mt-2">{t("about.withdraw.doneText")}</p>
          </section>
        ) : loaderData.token ? (
          <>
            <p>{t("about.withdraw.confirmText")}</p>
            <form method="post" className="space-y-4">
              <input type="hidden" name="token" value={loaderData.token} />
              <FormAlert message={outcome?.message} />
              <SendingButton>{t("about.withdraw.button")}</SendingButton>
            </form>
          </>
        ) : (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
            {t("about.withdraw.linkInvalid")}{" "}
            {rich("about.withdraw.invalid", {
              link: <Link to="/privacy">{t("about.withdraw.privacyNotice")}</Link>,
            })}
          </p>
        )}
        <p>{rich("about.withdraw.howHandled", { link: privacyLink })}</p>
      </div>
    </main>
  );
}
