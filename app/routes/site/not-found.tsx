import { data } from "react-router";
import { NotFoundContent } from "~/site/not-found-content";
import { metaMessages } from "~/site/i18n/messages";
import { pageMeta } from "~/site/seo";
import { SiteShell } from "~/site/site-shell";
import type { SiteHandle } from "~/site/i18n/site-handle";
import type { Route } from "./+types/not-found";

export const handle: SiteHandle = { hydrate: "none", translated: true };

// Every unknown address, public or staff (outside /dashboard), answers 404 with the site's not-found page.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, {
    title: t("notFound.pageTitle"),
    description: t("notFound.description"),
    noindex: true,
  });
};

export default function NotFound() {
  return (
    <SiteShell admissionPopup={null}>
      <NotFoundContent />
    </SiteShell>
  );
}
