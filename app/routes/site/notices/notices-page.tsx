import { Link, useLoaderData } from "react-router";
import { NOTICE_CATEGORIES, type NoticeCategory } from "../../../../contract/collections/notices";
import { useEnglishFallback } from "~/site/content/english-fallback";
import { useFormatDate } from "~/site/content/format-date";
import { metaMessages, useMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { NOTICE_CATEGORY_KEYS } from "./notice-categories";
import { PageBody } from "~/site/content/page-body";
import { PageHero } from "~/site/page-hero";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/notices-page";

const PAGE_SIZE = 10;

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaMessages(args);
  return pageMeta(args, { title: t("nav.notices"), description: t("applicants.notices.metaDescription") });
};

export const handle: SiteHandle = { translated: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const requested = params.get("category");
  const category = (NOTICE_CATEGORIES as readonly string[]).includes(requested ?? "")
    ? (requested as NoticeCategory)
    : undefined;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const result = await context.services.notices.publicPage({
    page,
    limit: PAGE_SIZE,
    category,
    language: context.language,
  });
  return { ...result, category: category ?? null };
}

const pageHref = (page: number, category: string | null) => {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/notices${search ? `?${search}` : ""}`;
};

export default function NoticesPage() {
  const { notices, pagination, category } = useLoaderData<typeof loader>();
  const { t } = useMessages();
  const formatDate = useFormatDate();
  // A title or excerpt shown in English for want of a Hindi one is marked so (as on the notice's page).
  const englishIf = useEnglishFallback();
  const filters = [
    { value: null, label: t("applicants.notices.all") },
    ...NOTICE_CATEGORIES.map((value) => ({ value, label: t(NOTICE_CATEGORY_KEYS[value]) })),
  ];
  return (
    <main>
      <PageHero title={t("nav.notices")} lead={t("applicants.notices.lead")} />
      <PageBody>
        <nav aria-label={t("applicants.notices.categories")}>
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => {
              const current = filter.value === category;
              return (
                <li key={filter.label}>
                  <Link
                    to={pageHref(1, filter.value)}
                    aria-current={current ? "page" : undefined}
                    className={`inline-block rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ${
                      current
                        ? "bg-brand-700 text-white ring-brand-700"
                        : "bg-white text-brand-800 ring-slate-300 hover:bg-brand-50"
                    }`}
                  >
                    {filter.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <section aria-label={t("applicants.notices.list")}>
          {notices.length === 0 ? (
            <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t("applicants.notices.none")}</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {notices.map((notice) => (
                <li key={notice._id} className="p-5">
                  <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    <time dateTime={notice.publishAt}>{formatDate(notice.publishAt)}</time>
                    <span aria-hidden="true">·</span>
                    <span>{t(NOTICE_CATEGORY_KEYS[notice.category])}</span>
                    {notice.pinned ? (
                      <span className="rounded bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-700">
                        {t("applicants.notices.pinned")}
                      </span>
                    ) : null}
                  </p>
                  <h2 lang={englishIf(notice.title)} className="mt-1 text-lg font-semibold text-brand-900">
                    <Link to={`/notices/${notice.slug}`} className="hover:underline">
                      {notice.title}
                    </Link>
                  </h2>
                  <p lang={englishIf(notice.excerpt)} className="mt-1 text-slate-700">
                    {notice.excerpt}
                  </p>
                  {notice.documentUrl ? (
                    <p className="mt-2">
                      <a href={notice.documentUrl} className="text-sm font-semibold text-brand-800 underline">
                        {t("applicants.notices.download")}
                        <span className="sr-only" lang={englishIf(notice.title)}>
                          {" "}
                          {notice.title}
                        </span>
                      </a>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {pagination.totalPages > 1 ? (
            <nav
              aria-label={t("applicants.notices.pages")}
              className="mt-6 flex items-center justify-between gap-4"
            >
              {pagination.hasPrev ? (
                <Link
                  to={pageHref(pagination.currentPage - 1, category)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  ← {t("applicants.notices.newer")}
                </Link>
              ) : (
                <span />
              )}
              <p className="text-sm text-slate-700">
                {t("applicants.notices.page", {
                  current: pagination.currentPage,
                  total: pagination.totalPages,
                })}
              </p>
              {pagination.hasNext ? (
                <Link
                  to={pageHref(pagination.currentPage + 1, category)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {t("applicants.notices.older")} →
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      </PageBody>
    </main>
  );
}
