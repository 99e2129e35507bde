import { Link, useActionData } from "react-router";
import {
  WITHDRAWAL_LINK_INVALID,
  WITHDRAWN_MESSAGE,
  withdrawalInput,
  withdrawalTokenField,
} from "../../../../contract/privacy";
import { FormAlert } from "~/site/forms/form-alert";
import type { FormOutcome } from "~/site/forms/form-outcome";
import { submitPublicForm } from "~/site/forms/public-form.server";
import { SendingButton } from "~/site/forms/sending-button";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/withdraw-page";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Withdraw your consent",
    description: "Withdraw your consent and have the admissions office erase your enquiry's details.",
    noindex: true,
  });

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
  return submitPublicForm({
    request,
    context,
    fields: ["token"],
    schema: withdrawalInput,
    save: (input, visitor) => context.services.enquiries.withdraw(visitor, input.token),
    successMessage: WITHDRAWN_MESSAGE,
  });
}

export default function WithdrawPage({ loaderData }: Route.ComponentProps) {
  const outcome = useActionData() as FormOutcome<"token"> | undefined;
  return (
    <main>
      <PageHero
        title="Withdraw your consent"
        lead="Have the admissions office erase the details you gave with your admission enquiry."
      />
      <div className="mx-auto max-w-2xl space-y-5 px-4 py-10 text-slate-700 sm:py-14">
        {outcome?.success ? (
          <section
            aria-labelledby="withdrawn"
            className="rounded-xl border-2 border-emerald-700 bg-emerald-50 p-5 text-emerald-950"
          >
            <h2 id="withdrawn" className="text-xl font-bold">
              Done
            </h2>
            <p className="mt-2">{outcome.message}</p>
            <p className="mt-2">
              The office keeps only an anonymous count (course, date and how you found us). You need do
              nothing more; you can send a new enquiry whenever you wish.
            </p>
          </section>
        ) : loaderData.token ? (
          <>
            <p>
              Confirming erases your name, e-mail, phone, NEET score and message from your enquiry at once,
              with the office's notes about it, and the office stops working on it. Only an anonymous count
              stays. This cannot be undone.
            </p>
            <form method="post" className="space-y-4">
              <input type="hidden" name="token" value={loaderData.token} />
              <FormAlert message={outcome?.message} />
              <SendingButton>Withdraw my consent and erase my details</SendingButton>
            </form>
          </>
        ) : (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
            {WITHDRAWAL_LINK_INVALID} Open the link in your acknowledgement e-mail again, or write to the
            privacy contact on the <Link to="/privacy">privacy notice</Link>.
          </p>
        )}
        <p>
          How the college handles personal data:{" "}
          <Link to="/privacy" className="text-brand-700 underline">
            privacy notice
          </Link>
          .
        </p>
      </div>
    </main>
  );
}
