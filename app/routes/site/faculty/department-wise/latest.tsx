import { Link, useLoaderData } from "react-router";
import { PageBody } from "~/site/content/page-body";
import { ARCHIVE_PATH, DepartmentWiseList } from "~/site/nmc/department-list";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/latest";

export const departmentWisePage = {
  title: "Department-wise Faculty (NMC)",
  lead: "The teaching faculty of each department as disclosed to the National Medical Commission, updated every month.",
  description:
    "The department-wise list of teaching faculty the National Medical Commission requires: photo, designation, qualification, medical council registration and AEBAS status of each member, published every month with its archive.",
};

export async function loader({ context }: Route.LoaderArgs) {
  return { list: await context.services.nmc.latest() };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, departmentWisePage);

export default function DepartmentWiseLatest() {
  const { list } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        title={departmentWisePage.title}
        lead={departmentWisePage.lead}
        breadcrumbs={[{ label: "Faculty", to: "/faculty" }]}
      />
      <PageBody>
        {list ? (
          <DepartmentWiseList list={list} />
        ) : (
          <p className="rounded-lg bg-slate-50 p-6 text-slate-800">
            The first monthly list has not been published yet.
          </p>
        )}
        <p>
          <Link to={ARCHIVE_PATH} className="font-semibold text-brand-800 underline">
            Every month published (archive)
          </Link>
        </p>
      </PageBody>
    </main>
  );
}
