import { data, Link, useLoaderData } from "react-router";
import { formatMonth, isMonth } from "../../../../../contract/nmc";
import { PageBody } from "~/site/content/page-body";
import { ARCHIVE_PATH, DepartmentWiseList } from "~/site/nmc/department-list";
import { PageHero } from "~/site/page-hero";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/month";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("revision");
  const revision = asked && /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : undefined;
  const list = isMonth(params.month) ? await context.services.nmc.find(params.month, revision) : null;
  if (!list) throw data("Not found", { status: 404 });
  return { list, revisionAsked: revision !== undefined };
}

export const meta: Route.MetaFunction = (args) => {
  const list = args.data?.list;
  const { language, t } = metaMessages(args);
  if (!list) return [{ title: t("records.nmc.notFound") }];
  const month = formatMonth(list.month, language);
  return pageMeta(args, {
    title: t("records.nmc.monthMetaTitle", { month }),
    description: t("records.nmc.monthDescription", { month }),
  });
};

export const handle: SiteHandle = { translated: true };

export default function DepartmentWiseMonth() {
  const { list, revisionAsked } = useLoaderData<typeof loader>();
  const { language, t } = useMessages();
  return (
    <main>
      <PageHero
        title={t("records.nmc.monthTitle", { month: formatMonth(list.month, language) })}
        breadcrumbs={[
          { label: t("nav.faculty"), to: "/faculty" },
          { label: t("nav.departmentWise"), to: "/faculty/department-wise" },
        ]}
      />
      <PageBody>
        <DepartmentWiseList list={list} revisionAsked={revisionAsked} />
        <p>
          <Link to={ARCHIVE_PATH} className="font-semibold text-brand-800 underline">
            {t("records.nmc.archiveLink")}
          </Link>
        </p>
      </PageBody>
    </main>
  );
}
