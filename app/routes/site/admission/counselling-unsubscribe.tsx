import { data, Link, useActionData } from "react-router";
import { unsubscribeToken } from "../../../../contract/counselling";
import { buttonClass } from "~/ui/button";
import { PageHero } from "~/site/page-hero";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/counselling-unsubscribe";

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, {
    title: t("about.unsubscribe.title"),
    description: t("about.unsubscribe.description"),
    noindex: true,
  });
};

export const handle: SiteHandle = { translated: true };

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
  const { t } = useMessages();
  return (
    <main>
      <PageHero
        title={t("about.unsubscribe.heroTitle")}
        lead={t("about.unsubscribe.lead")}
        breadcrumbs={[{ label: t("nav.admission"), to: "/admission" }]}
      />
      <div className="mx-auto max-w-3xl space-y-5 px-4 py-10 text-slate-800">
        {state === "subscribed" ? (
          // Posts to this same address, token included (the page works without its script).
          <form method="post" className="space-y-4" aria-labelledby="stop-title">
            <h2 id="stop-title" className="text-2xl font-bold text-slate-900">
              {t("about.unsubscribe.stopTitle")}
            </h2>
            <p>{t("about.unsubscribe.stopText")}</p>
            <button type="submit" className={`${buttonClass.primary} px-6 py-3 text-base`}>
              {t("about.unsubscribe.stopButton")}
            </button>
          </form>
        ) : state === "withdrawn" ? (
          <section aria-labelledby="stopped-title" className="space-y-3" role="status">
            <h2 id="stopped-title" className="text-2xl font-bold text-slate-900">
              {t("about.unsubscribe.stoppedTitle")}
            </h2>
            <p>{t("about.unsubscribe.stoppedText")}</p>
          </section>
        ) : (
          <section aria-labelledby="invalid-title" className="space-y-3">
            <h2 id="invalid-title" className="text-2xl font-bold text-slate-900">
              {t("about.unsubscribe.invalidTitle")}
            </h2>
            <p>{t("about.unsubscribe.invalidText")}</p>
          </section>
        )}
        <p>
          <Link className="font-semibold text-brand-700 underline underline-offset-2" to="/admission/mbbs">
            {t("about.unsubscribe.roundsLink")}
          </Link>
        </p>
      </div>
    </main>
  );
}
