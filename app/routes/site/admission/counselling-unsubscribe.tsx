import { data, Link, useActionData } from "react-router";
import { unsubscribeToken } from "../../../../contract/counselling";
import { buttonClass } from "~/ui/button";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/counselling-unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Stop counselling-round updates",
    description: "Stop the counselling-round update e-mails you asked for.",
    noindex: true,
  });

// The site's referrer policy (strict-origin-when-cross-origin) already keeps the token from other sites;
// "no-referrer" would make the browser post with `Origin: null`, which the action's CSRF check refuses.
const NO_STORE = { "Cache-Control": "no-store" };

type Answer = { state: "unknown" | "subscribed" | "withdrawn" };

const tokenOf = (request: Request) => {
  const parsed = unsubscribeToken.safeParse(new URL(request.url).searchParams.get("token") ?? "");
  return parsed.success ? parsed.data : null;
};

/** The link of an update e-mail: opening it only asks (a mail scanner's visit changes nothing). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const state = token ? await context.services.counselling.unsubscribeState(token) : "unknown";
  return data<Answer>({ state }, { status: state === "unknown" ? 404 : 200, headers: NO_STORE });
}

/**
 * The page's button, and a mail program's one-click unsubscribe (RFC 8058: a POST of
 * `List-Unsubscribe=One-Click` to the same address): both withdraw at once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf(request);
  const state = token ? await context.services.counselling.unsubscribeState(token) : "unknown";
  if (!token || state === "unknown")
    return data<Answer>({ state: "unknown" }, { status: 404, headers: NO_STORE });
  await context.services.counselling.unsubscribe(
    { user: null, ip: context.clientAddress, requestId: context.requestId ?? null },
    token,
  );
  return data<Answer>({ state: "withdrawn" }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export default function CounsellingUnsubscribe({ loaderData }: Route.ComponentProps) {
  const done = useActionData<typeof action>();
  const state = done?.state ?? loaderData.state;
  return (
    <main>
      <PageHero
        title="Counselling-round updates"
        lead="The e-mails that tell you when each counselling round opens."
        breadcrumbs={[{ label: "Admission", to: "/admission" }]}
      />
      <div className="mx-auto max-w-3xl space-y-5 px-4 py-10 text-slate-800">
        {state === "subscribed" ? (
          // Posts to this same address, token included (the page works without its script).
          <form method="post" className="space-y-4" aria-labelledby="stop-title">
            <h2 id="stop-title" className="text-2xl font-bold text-slate-900">
              Stop the updates?
            </h2>
            <p>
              You asked to be told by e-mail when each counselling round opens. Stop these e-mails to this
              address now?
            </p>
            <button type="submit" className={`${buttonClass.primary} px-6 py-3 text-base`}>
              Stop the updates
            </button>
          </form>
        ) : state === "withdrawn" ? (
          <section aria-labelledby="stopped-title" className="space-y-3" role="status">
            <h2 id="stopped-title" className="text-2xl font-bold text-slate-900">
              You will not receive these updates any more
            </h2>
            <p>
              No more counselling-round e-mails go to this address. The rounds stay listed on the admission
              pages, and you can ask for the updates again on the admission enquiry form.
            </p>
          </section>
        ) : (
          <section aria-labelledby="invalid-title" className="space-y-3">
            <h2 id="invalid-title" className="text-2xl font-bold text-slate-900">
              This link is not valid
            </h2>
            <p>
              Open the link from the e-mail exactly as it is. If the updates still arrive, write to the
              admissions office and we will stop them.
            </p>
          </section>
        )}
        <p>
          <Link className="font-semibold text-brand-700 underline underline-offset-2" to="/admission/mbbs">
            Counselling rounds and how to apply
          </Link>
        </p>
      </div>
    </main>
  );
}
