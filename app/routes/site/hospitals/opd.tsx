import { Link } from "react-router";
import {
  opdDayIn,
  opdSessionIn,
  type DatedSeason,
  type HolidayKind,
  type OpdSeasons,
} from "../../../../contract/opd";
import { ContactLines } from "~/site/content/contact-lines";
import { LastUpdated } from "~/site/content/last-updated";
import { PageBody } from "~/site/content/page-body";
import { RenderedMarkdown } from "~/site/content/rendered-markdown";
import { loadSitePage } from "~/site/content/site-page.server";
import { splitAtHeadings } from "~/site/content/split-at-headings";
import { StatGrid } from "~/site/content/stat-grid";
import { AppointmentLink } from "~/site/hospital/appointment-link";
import { formatOpdDate, formatOpdMonthDay } from "~/site/opd/opd-format";
import { PatientLinks } from "~/site/hospital/patient-links";
import { OpdToday } from "~/site/opd/opd-today";
import { OpdWeek } from "~/site/opd/opd-week";
import { metaMessages, useMessages, type messagesOf } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { PageHero } from "~/site/page-hero";
import { PreviewNote } from "~/site/preview-note";
import { pageMeta } from "~/site/seo";
import { phonesOf, useSiteContact } from "~/site/site-contact";
import type { Route } from "./+types/opd";

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.page) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

/**
 * Today's OPD (India date and season), the whole timetable and the coming holidays, from the OPD service; the
 * page's days, hours, timings and registration text from site-pages. Sessions in the page's language: on a
 * Hindi page the Hindi note, or the English one named in the session's `fallbacks` (shown lang="en").
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { opd } = context.services;
  const [{ page, preview }, day, sessions, seasons, holidays] = await Promise.all([
    loadSitePage(context, request, "/hospitals/opd"),
    opd.day(),
    opd.timetable(),
    opd.seasons(),
    opd.holidays({ page: 1, limit: 8 }),
  ]);
  const { language } = context;
  return {
    page,
    preview,
    day: opdDayIn(day, language),
    sessions: sessions.map((session) => opdSessionIn(session, language)),
    seasons,
    holidays: holidays.opdHolidays,
  };
}

/** Which timings these are and when the other season's begin ("Summer timings (1 April – 30 September). …"). */
function seasonNote(
  season: DatedSeason | null,
  seasons: OpdSeasons,
  { language, t }: ReturnType<typeof messagesOf>,
) {
  if (!season) return t("patients.opd.seasonAllYear");
  const day = (monthDay: string) => formatOpdMonthDay(monthDay, language);
  const other = season === "summer" ? "winter" : "summer";
  return t(season === "summer" ? "patients.opd.seasonSummerNote" : "patients.opd.seasonWinterNote", {
    range: `${day(seasons[season].from)} – ${day(seasons[season].to)}`,
    from: day(seasons[other].from),
  });
}

/** The kind of a coming holiday. */
const HOLIDAY_KIND_KEYS = {
  closed: "patients.opd.closed",
  "emergency-only": "patients.opd.emergencyOnly",
} as const satisfies Record<HolidayKind, string>;

/** Server-rendered only, no script (ADR 013): the timetable is plain HTML with in-page links. */
export default function OpdPage({ loaderData }: Route.ComponentProps) {
  const { page, preview, day, sessions, seasons, holidays } = loaderData;
  const messages = useMessages();
  const { language, t, rich } = messages;
  const contact = useSiteContact();
  // The text's first section (timings) goes before the timetable, the rest (registration) after the holidays.
  const [timings = "", ...afterTimetable] = splitAtHeadings(page.html.body ?? "");
  const emergencyNote = (
    <>
      {rich("patients.opd.emergencyOpen", {
        link: (
          <Link to="/hospitals/emergency" className="text-brand-700 underline">
            {t("patients.opd.emergencyHow")}
          </Link>
        ),
      })}
    </>
  );
  return (
    <main>
      <PageHero
        title={page.title}
        lead={page.lead}
        breadcrumbs={[{ label: t("nav.hospitals"), to: "/hospitals" }]}
      />
      <PageBody>
        {/* Today's OPD first (issue 23); then the hospital's OPD days and hours (spec §9), then the week. */}
        <OpdToday day={day} emergencyNote={emergencyNote} />
        <AppointmentLink />
        {preview ? (
          <PreviewNote>
            {page.draft ? t("patients.preview.draft") : t("patients.preview.published")}
          </PreviewNote>
        ) : null}
        {page.figures.length ? <StatGrid figures={page.figures} /> : null}
        <RenderedMarkdown html={timings} />
        <OpdWeek
          sessions={sessions}
          season={day.season}
          seasonNote={seasonNote(day.season, seasons, messages)}
        />
        {holidays.length > 0 ? (
          <section aria-labelledby="opd-holidays" className="space-y-3">
            <h2 id="opd-holidays" className="text-2xl font-bold text-brand-900">
              {t("patients.opd.holidays")}
            </h2>
            <ul className="space-y-2 text-slate-700">
              {holidays.map((holiday) => (
                <li key={holiday._id}>
                  <strong className="text-slate-900">{formatOpdDate(holiday.date, language)}</strong>:{" "}
                  {holiday.name} — {t(HOLIDAY_KIND_KEYS[holiday.kind])}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {afterTimetable.length ? <RenderedMarkdown html={afterTimetable.join("")} /> : null}
        <PatientLinks current="/hospitals/opd" />
        <section aria-labelledby="opd-reception" className="space-y-2">
          <h2 id="opd-reception" className="text-2xl font-bold text-brand-900">
            {t("patients.opd.questions")}
          </h2>
          <p className="text-slate-700">{t("patients.opd.callReception")}</p>
          <ContactLines phones={phonesOf(contact, "hospital-reception")} />
        </section>
        <LastUpdated at={page.updatedAt} />
      </PageBody>
    </main>
  );
}
