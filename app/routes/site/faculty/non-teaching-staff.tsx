import { data } from "react-router";
import { STAFF_SECTIONS, type StaffSection } from "../../../../contract/non-teaching-staff";
import { ContentSection } from "~/site/content/content-section";
import { DataTable } from "~/site/content/data-table";
import { LastUpdated } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { loadSitePage } from "~/site/content/site-page.server";
import { SitePageText } from "~/site/content/site-page-text";
import { PageHero } from "~/site/page-hero";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import { buttonClass } from "~/ui/button";
import { inputClass } from "~/ui/form-field";
import type { Route } from "./+types/non-teaching-staff";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

/** What the public reads of a staff member (the joining date, e-mail and phone stay in the back-office). */
interface ListedMember {
  name: string;
  designation: string;
  section: StaffSection;
  qualification: string;
}

const isSection = (value: string | null): value is StaffSection =>
  STAFF_SECTIONS.includes(value as StaffSection);

/** Everyone the back-office lists, by section and name; `?section=` keeps one section (a GET form, no script). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("section");
  const section = isSection(asked) ? asked : null;
  const { page, preview } = await loadSitePage(context, request, "/faculty/non-teaching-staff");
  try {
    const members = (await context.services.nonTeachingStaff.directory())
      .filter((member) => !section || member.section === section)
      .map(({ name, designation, section: memberSection, qualification }): ListedMember => ({
        name,
        designation,
        section: memberSection,
        qualification,
      }));
    return { page, preview, state: "loaded" as const, section, members };
  } catch (error) {
    context.services.logger.error(
      { err: { name: (error as Error).name, message: (error as Error).message } },
      "non-teaching staff could not be read",
    );
    return data(
      { page, preview, state: "error" as const, section, members: [] as ListedMember[] },
      { status: 503 },
    );
  }
}

export default function NonTeachingStaff({ loaderData }: Route.ComponentProps) {
  const { page, preview, state, section, members } = loaderData;
  const { t } = useMessages();
  const sections = STAFF_SECTIONS.map((name) => ({
    name,
    members: members.filter((member) => member.section === name),
  })).filter((group) => group.members.length > 0);
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: t("nav.faculty"), to: "/faculty" }]}
      />
      <PageBody>
        <SitePageText page={page} preview={preview} />
        <ContentSection title={t("records.staff.list")}>
          <form method="get" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <label htmlFor="staff-section">{t("records.staff.section")}</label>
            <select
              id="staff-section"
              name="section"
              defaultValue={section ?? ""}
              className={`${inputClass} w-auto max-w-full py-1.5`}
            >
              <option value="">{t("records.staff.everySection")}</option>
              {STAFF_SECTIONS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <button type="submit" className={buttonClass.secondary}>
              {t("records.show")}
            </button>
          </form>
          {state === "error" ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
              {t("records.staff.error")}
            </p>
          ) : sections.length === 0 ? (
            <p className="max-w-3xl rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-700">
              {section ? t("records.staff.noneInSection", { section }) : t("records.staff.none")}
            </p>
          ) : (
            sections.map((group) => (
              <DataTable
                key={group.name}
                caption={`${group.name} (${group.members.length})`}
                columns={[
                  { header: t("records.column.name") },
                  { header: t("records.column.designation") },
                  { header: t("records.column.qualification") },
                ]}
                rows={group.members.map((member) => [member.name, member.designation, member.qualification])}
              />
            ))
          )}
        </ContentSection>
        <LastUpdated at={page.updatedAt} />
      </PageBody>
    </main>
  );
}
