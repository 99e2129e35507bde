import { Link, useLoaderData } from "react-router";
import { PageBody } from "~/site/content/page-body";
import { ARCHIVE_PATH, DepartmentWiseList } from "~/site/nmc/department-list";
import { PageHero } from "~/site/page-hero";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/latest";

export async function loader({ context }: Route.LoaderArgs) {
  return { list: await context.services.nmc.latest() };
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, { title: t("nav.departmentWise"), description: t("records.nmc.description") });
};

export const handle: SiteHandle = { translated: true };

export default function DepartmentWiseLatest() {
  const { list } = useLoaderData<typeof loader>();
  const { t } = useMessages();
  return (
    <main>
      <PageHero
        title={t("nav.departmentWise")}
        lead={t("records.nmc.lead")}
        breadcrumbs={[{ label: t("nav.faculty"), to: "/faculty" }]}
      />
      <PageBody>
        {list ? (
          <DepartmentWiseList list={list} />
        ) : (
          <p className="rounded-lg bg-slate-50 p-6 text-slate-800">{t("records.nmc.notYet")}</p>
        )}
        <p>
          <Link to={ARCHIVE_PATH} className="font-semibold text-brand-800 underline">
            {t("records.nmc.archiveLink")}
          </Link>
        </p>
      </PageBody>
    </main>
  );
}
