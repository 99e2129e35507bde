import { data, Link, useLoaderData } from "react-router";
import { HTML_LANG } from "../../../../contract/language";
import { formatDate } from "~/site/content/format-date";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { NOTICE_CATEGORY_KEYS } from "./notice-categories";
import { PageBody } from "~/site/content/page-body";
import { RenderedMarkdown } from "~/site/content/rendered-markdown";
import { PageHero } from "~/site/page-hero";
import { PreviewNote } from "~/site/preview-note";
import { pageMeta } from "~/site/seo";
import { canPreviewContent } from "~/site/staff-preview.server";
import type { Route } from "./+types/notice-page";
import { useWrittenLanguage } from "~/site/content/english-fallback";

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
  if (!notice) return [{ title: metaMessages(args).t("applicants.notices.notFound") }];
  return pageMeta(args, {
    title: notice.title,
    description: notice.excerpt,
    noindex: notice.preview,
  });
};

export const handle: SiteHandle = { translated: true };

/** A health camp's day in the page's language: "Saturday 6 December 2025", "शनिवार, 6 दिसंबर 2025". */
const eventDate = (date: string, locale: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

export default function NoticePage() {
  const { notice } = useLoaderData<typeof loader>();
  const { t, rich, language } = useMessages();
  const writtenIn = useWrittenLanguage();
  const date = (iso: string) => formatDate(iso, language);
  return (
    <main>
      <PageHero title={notice.title} breadcrumbs={[{ label: t("nav.notices"), to: "/notices" }]} />
      <PageBody>
        <article className="space-y-6">
          {notice.preview ? <PreviewNote>{t("applicants.notices.previewNote")}</PreviewNote> : null}
          {notice.archived ? (
            <p role="status" className="rounded-md bg-slate-100 p-3 font-semibold text-slate-800">
              {rich("applicants.notices.archived", {
                date: <time dateTime={notice.expireAt ?? undefined}>{date(notice.expireAt!)}</time>,
              })}
            </p>
          ) : null}
          <p className="flex flex-wrap gap-2 text-sm text-slate-700">
            <span>
              {rich("applicants.notices.published", {
                date: <time dateTime={notice.publishAt}>{date(notice.publishAt)}</time>,
              })}
            </span>
            <span aria-hidden="true">·</span>
            <Link to={`/notices?category=${notice.category}`} className="text-brand-700 underline">
              {t(NOTICE_CATEGORY_KEYS[notice.category])}
            </Link>
          </p>
          {notice.eventDate || notice.place ? (
            <dl className="grid gap-1 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[6rem_1fr]">
              {notice.eventDate ? (
                <>
                  <dt className="font-semibold text-slate-900">{t("applicants.notices.date")}</dt>
                  <dd>
                    <time dateTime={notice.eventDate}>
                      {eventDate(notice.eventDate, HTML_LANG[language])}
                    </time>
                  </dd>
                </>
              ) : null}
              {notice.place ? (
                <>
                  <dt className="font-semibold text-slate-900">{t("applicants.notices.place")}</dt>
                  <dd lang={writtenIn(notice.place)}>{notice.place}</dd>
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
                    {t("applicants.notices.download")}
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
                    {t("applicants.notices.moreInformation")}
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
