import { data, Link, useLoaderData } from "react-router";
import { formatMonth, isMonth } from "../../../../../contract/nmc";
import { PageBody } from "~/site/content/page-body";
import { ARCHIVE_PATH, DepartmentWiseList } from "~/site/nmc/department-list";
import { PageHero } from "~/site/page-hero";
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
  if (!list) return [{ title: "List not found" }];
  return pageMeta(args, {
    title: `Department-wise Faculty, ${formatMonth(list.month)}`,
    description: `The department-wise list of teaching faculty for ${formatMonth(list.month)} as disclosed to the National Medical Commission.`,
  });
};

export default function DepartmentWiseMonth() {
  const { list, revisionAsked } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title={`Department-wise Faculty: ${formatMonth(list.month)}`}
        breadcrumbs={[
          { label: "Faculty", to: "/faculty" },
          { label: "Department-wise Faculty (NMC)", to: "/faculty/department-wise" },
        ]}
      />
      <PageBody>
        <DepartmentWiseList list={list} revisionAsked={revisionAsked} />
        <p>
          <Link to={ARCHIVE_PATH} className="font-semibold text-brand-800 underline">
            Every month published (archive)
          </Link>
        </p>
      </PageBody>
    </main>
  );
}
