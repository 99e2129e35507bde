import { sitePathOf } from "../../../../contract/language";
import { data, useLoaderData } from "react-router";
import { leadersCollection, LEADER_PAGES } from "../../../../contract/collections/leaders";
import { ContactLines } from "~/site/content/contact-lines";
import { LastUpdated } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { RenderedMarkdown } from "~/site/content/rendered-markdown";
import { PageHero } from "~/site/page-hero";
import { PreviewNote } from "~/site/preview-note";
import { isStaffPreview } from "~/site/preview-request.server";
import { SiteImage } from "~/site/site-image";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/leader-message";

/** One module for the four leaders' messages (the leaders collection); the address picks the leader. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const path = sitePathOf(new URL(request.url).pathname).replace(/\/$/, "");
  const post = Object.entries(LEADER_PAGES).find(([, page]) => page === path)?.[0];
  const preview = await isStaffPreview(context, request);
  const leader = post
    ? await context.services.collections
        .pages(leadersCollection)
        .record(post, { preview, language: context.language })
    : null;
  if (!leader) throw data("Not found", { status: 404 });
  return { leader, preview };
}

export const meta: Route.MetaFunction = (args) => {
  const leader = args.data?.leader;
  if (!leader) return [{ title: metaMessages(args).t("notFound.pageTitle") }];
  return pageMeta(args, { title: leader.title, description: leader.description });
};

export const handle: SiteHandle = { translated: true };

export default function LeaderMessage() {
  const { leader, preview } = useLoaderData<typeof loader>();
  const { t } = useMessages();
  return (
    <main>
      <PageHero
        title={leader.title}
        lead={leader.lead}
        breadcrumbs={[{ label: t("nav.about"), to: "/about" }]}
      />
      <PageBody>
        {preview ? (
          <PreviewNote>
            {leader.draft ? t("about.leader.messageDraft") : t("applicants.preview.asPublished")}
          </PreviewNote>
        ) : null}
        <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
          <aside aria-label={t("about.leader.signatory")} className="lg:order-last">
            {/* The contact lines follow the figure: a figure's caption must come first or last. */}
            <div className="rounded-lg border border-slate-200 bg-white p-5 text-center shadow-sm lg:sticky lg:top-24">
              <figure>
                <SiteImage
                  name={leader.portrait}
                  widths={[160, 320]}
                  width={240}
                  height={300}
                  sizes="240px"
                  alt={t("about.leader.portrait", { name: leader.name, designation: leader.designation })}
                  className="mx-auto h-[300px] w-[240px] rounded-md object-cover"
                />
                <figcaption className="mt-4">
                  <span className="block text-lg font-semibold text-brand-900">{leader.name}</span>
                  <span className="block text-sm font-medium text-accent-600">{leader.designation}</span>
                </figcaption>
              </figure>
              <div className="mt-4 text-left">
                <ContactLines
                  phones={leader.phones.map((phone) => phone.number)}
                  email={leader.email ?? undefined}
                />
              </div>
            </div>
          </aside>
          <article className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
            <h2 className="sr-only">{t("about.leader.message")}</h2>
            <RenderedMarkdown html={leader.html.message ?? ""} className="text-slate-700" />
            <p className="pt-2 not-italic">
              <span className="block font-semibold text-brand-900">{leader.name}</span>
              <span className="block text-base text-slate-600">{leader.designation}</span>
            </p>
            <LastUpdated at={leader.updatedAt} />
          </article>
        </div>
      </PageBody>
    </main>
  );
}
