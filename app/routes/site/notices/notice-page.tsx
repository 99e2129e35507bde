import { data, Link, useLoaderData } from "react-router";
import { NOTICE_CATEGORY_LABELS } from "../../../../contract/collections/notices";
import { formatDate } from "~/site/content/format-date";
import { formatOpdDate } from "~/site/opd/opd-format";
import { PageBody } from "~/site/content/page-body";
import { RenderedMarkdown } from "~/site/content/rendered-markdown";
import { PageHero } from "~/site/page-hero";
import { PreviewNote } from "~/site/preview-note";
import { pageMeta } from "~/site/seo";
import { canPreviewContent } from "~/site/staff-preview.server";
import type { Route } from "./+types/notice-page";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const wantsPreview = new URL(request.url).searchParams.has("preview");
  const staffPreview = wantsPreview && (await canPreviewContent(context, request));
  const notice = await context.services.notices.view(params.slug, {
    staffPreview,
    language: context.language,
  });
  if (!notice) throw data("Not found", { status: 404 });
  return { notice };
}

export const meta: Route.MetaFunction = (args) => {
  const notice = args.data?.notice;
  if (!notice) return [{ title: "Notice not found" }];
  return pageMeta(args, {
    title: notice.title,
    description: notice.excerpt,
    noindex: notice.preview,
  });
};

export default function NoticePage() {
  const { notice } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero title={notice.title} breadcrumbs={[{ label: "Notices", to: "/notices" }]} />
      <PageBody>
        <article className="space-y-6">
          {notice.preview ? (
            <PreviewNote>
              visitors cannot see this notice yet (it is a draft or scheduled for later).
            </PreviewNote>
          ) : null}
          {notice.archived ? (
            <p role="status" className="rounded-md bg-slate-100 p-3 font-semibold text-slate-800">
              Archived notice: it expired on{" "}
              <time dateTime={notice.expireAt ?? undefined}>{formatDate(notice.expireAt!)}</time> and is kept
              here for reference.
            </p>
          ) : null}
          <p className="flex flex-wrap gap-2 text-sm text-slate-700">
            <span>
              Published <time dateTime={notice.publishAt}>{formatDate(notice.publishAt)}</time>
            </span>
            <span aria-hidden="true">·</span>
            <Link to={`/notices?category=${notice.category}`} className="text-brand-700 underline">
              {NOTICE_CATEGORY_LABELS[notice.category]}
            </Link>
          </p>
          {notice.eventDate || notice.place ? (
            <dl className="grid gap-1 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[6rem_1fr]">
              {notice.eventDate ? (
                <>
                  <dt className="font-semibold text-slate-900">Date</dt>
                  <dd>
                    <time dateTime={notice.eventDate}>{formatOpdDate(notice.eventDate)}</time>
                  </dd>
                </>
              ) : null}
              {notice.place ? (
                <>
                  <dt className="font-semibold text-slate-900">Place</dt>
                  <dd>{notice.place}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
          <RenderedMarkdown html={notice.html} />
          {notice.link || notice.documentUrl ? (
            <ul className="flex flex-wrap gap-3">
              {notice.documentUrl ? (
                <li>
                  <a
                    href={notice.documentUrl}
                    className="inline-flex rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                  >
                    Download the notice (PDF)
                  </a>
                </li>
              ) : null}
              {notice.link ? (
                <li>
                  <a
                    href={notice.link}
                    rel={/^https?:/i.test(notice.link) ? "noopener noreferrer" : undefined}
                    className="inline-flex rounded-md px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
                  >
                    More information
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </article>
      </PageBody>
    </main>
  );
}
