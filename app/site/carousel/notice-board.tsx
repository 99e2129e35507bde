import type { Language } from "../../../contract/language";
import { useEnglishFallback } from "../content/english-fallback";
import { useMessages } from "../i18n/messages";
import { useSiteHref } from "../i18n/use-site-href";
import { PlayPauseButton } from "./play-pause-button";

const ITEM_REM = 6.5;

/** A notice as the board shows it (from the notices service through the home page's loader). */
export interface BoardNotice {
  /** YYYY-MM-DD */
  date: string;
  title: string;
  text: string;
  to: string;
  /** The attached PDF's public address, if any. */
  pdf?: string | null;
  /** On a Hindi page, `title` and `text` when shown in English for want of a Hindi one (issue 24). */
  fallbacks?: string[];
}

/** The date tiles' months: English abbreviated, Hindi in full (Hindi abbreviations read poorly). */
const MONTHS: Record<Language, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  hi: Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat("hi-IN", { month: "long", timeZone: "UTC" }).format(Date.UTC(2025, month, 1)),
  ),
};

function NoticeItem({ notice, copy }: { notice: BoardNotice; copy: boolean }) {
  const { rich, language } = useMessages();
  const href = useSiteHref();
  const englishIf = useEnglishFallback();
  return (
    <div className="flex gap-3 border-b border-slate-200 px-4 py-3" style={{ height: `${ITEM_REM}rem` }}>
      <time
        dateTime={notice.date}
        className="flex h-12 w-12 shrink-0 flex-col items-center justify-center rounded-md bg-brand-700 text-white"
      >
        <span className="text-lg leading-none font-bold">{Number(notice.date.slice(8, 10))}</span>
        <span className="text-[0.65rem] uppercase">
          {MONTHS[language][Number(notice.date.slice(5, 7)) - 1]}
        </span>
      </time>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          <a
            href={href(notice.to)}
            lang={englishIf(notice.title)}
            tabIndex={copy ? -1 : undefined}
            className="hover:underline"
          >
            {notice.title}
          </a>
          {notice.pdf ? (
            <a
              href={notice.pdf}
              tabIndex={copy ? -1 : undefined}
              className="ml-2 rounded bg-red-50 px-1.5 py-0.5 align-middle text-xs font-semibold text-red-800 hover:underline"
            >
              PDF
              <span className="sr-only">
                {" "}
                {rich("applicants.noticeBoard.pdfOf", {
                  title: <span lang={englishIf(notice.title)}>{notice.title}</span>,
                })}
              </span>
            </a>
          ) : null}
        </p>
        <p lang={englishIf(notice.text)} className="mt-0.5 line-clamp-2 text-sm text-slate-600">
          {notice.text}
        </p>
      </div>
    </div>
  );
}

/**
 * The home page's vertical notice board (public spec §2.5, §9): shows `visible` notices and moves up one
 * every `interval` ms with a `speed` ms transition, endlessly (moved by app/site/enhance/carousels.ts).
 */
export function NoticeBoard({
  notices,
  moreTo,
  interval,
  speed,
  visible,
}: {
  notices: BoardNotice[];
  moreTo: string;
  interval: number;
  speed: number;
  visible: number;
}) {
  // Fewer notices than fill the board: they stand still (nothing to loop).
  const loops = notices.length > visible;
  const track = loops ? [...notices, ...notices.slice(0, visible)] : notices;
  const { t } = useMessages();
  const href = useSiteHref();
  return (
    <section
      aria-labelledby="notice-board-title"
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-carousel
      data-count={loops ? notices.length : 0}
      data-interval={interval}
      data-speed={speed}
      data-axis="y"
      data-unit="rem"
      data-size={ITEM_REM}
      data-what="notices"
    >
      <div className="flex items-center justify-between gap-2 bg-brand-800 px-4 py-3 text-white">
        <h2 id="notice-board-title" className="font-display text-lg font-bold">
          {t("applicants.noticeBoard.title")}
        </h2>
        <PlayPauseButton what="notices" />
      </div>
      {notices.length === 0 ? (
        <p className="px-4 py-6 text-slate-700">{t("applicants.noticeBoard.empty")}</p>
      ) : null}
      <div
        className="overflow-hidden"
        style={{ height: `${ITEM_REM * Math.min(visible, notices.length)}rem` }}
      >
        <ul
          data-testid="notice-track"
          data-track
          style={{ transform: "translateY(-0rem)", transition: `transform ${speed}ms ease-in-out` }}
        >
          {track.map((notice, index) => (
            <li
              key={index}
              // Copies that make the loop seamless are hidden from assistive technology.
              aria-hidden={index >= notices.length || undefined}
            >
              <NoticeItem notice={notice} copy={index >= notices.length} />
            </li>
          ))}
        </ul>
      </div>
      <div className="border-t border-slate-200 bg-slate-50 px-4 py-2 text-right">
        <a href={href(moreTo)} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("applicants.noticeBoard.more")}
          <span className="sr-only"> {t("applicants.noticeBoard.moreWhat")}</span>
        </a>
      </div>
    </section>
  );
}
