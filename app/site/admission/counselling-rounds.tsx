import { Link } from "react-router";
import {
  DEFAULT_AUTHORITY,
  type CounsellingCourse,
  type CounsellingRound,
  type RoundPhase,
} from "../../../contract/counselling";
import { ContentSection } from "~/site/content/content-section";
import { formatDate } from "~/site/content/format-date";
import { useMessages } from "~/site/i18n/messages";
import type { MessageKey } from "~/site/i18n/messages.en";

const PHASE_LABELS: Record<RoundPhase, MessageKey> = {
  open: "applicants.counselling.phaseOpen",
  upcoming: "applicants.counselling.phaseUpcoming",
  reporting: "applicants.counselling.phaseReporting",
  past: "applicants.counselling.phasePast",
};

const PHASE_CLASSES: Record<RoundPhase, string> = {
  open: "bg-green-100 text-green-900",
  upcoming: "bg-sky-100 text-sky-900",
  reporting: "bg-amber-100 text-amber-900",
  past: "bg-slate-100 text-slate-800",
};

/** The state board's name when no round is listed yet, in the page's language. */
const DEFAULT_AUTHORITY_NAMES: Record<CounsellingCourse, MessageKey> = {
  MBBS: "applicants.counselling.defaultAuthorityUg",
  "MD/MS": "applicants.counselling.defaultAuthorityPg",
};

/** The steps' words for each course: the entrance exam, and the fee page's link. */
const COURSE_TEXTS: Record<CounsellingCourse, { exam: MessageKey; feeLink: MessageKey; feePage: string }> = {
  MBBS: {
    exam: "applicants.counselling.examUg",
    feeLink: "applicants.counselling.feeLinkUg",
    feePage: "/academics/ug-fee-structure",
  },
  "MD/MS": {
    exam: "applicants.counselling.examPg",
    feeLink: "applicants.counselling.feeLinkPg",
    feePage: "/academics/pg-fee-structure",
  },
};

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 break-words";

/** A round's day (YYYY-MM-DD) written in the page's language. */
function useFormatDay() {
  const { language } = useMessages();
  return (date: string) => formatDate(date, language, "long");
}

function OfficialLink({ href, children }: { href: string; children: React.ReactNode }) {
  const { t } = useMessages();
  return (
    <a className={linkClass} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t("applicants.counselling.officialNewTab")}</span>
    </a>
  );
}

/** The fixed notice: admission only through counselling, never money for a "seat allotment". */
export function SeatAllotmentWarning() {
  const { t } = useMessages();
  return (
    <aside
      aria-labelledby="seat-allotment-warning"
      className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-slate-900"
    >
      <p id="seat-allotment-warning" className="font-bold text-red-900">
        {t("applicants.counselling.warningTitle")}
      </p>
      <p className="mt-1">{t("applicants.counselling.warning")}</p>
    </aside>
  );
}

/** The current and next counselling rounds, each with its dates and official link. */
export function CounsellingRoundList({ rounds, courses }: { rounds: CounsellingRound[]; courses: string }) {
  const { t } = useMessages();
  const formatDay = useFormatDay();
  if (rounds.length === 0) {
    return <p className="max-w-3xl text-slate-700">{t("applicants.counselling.none", { courses })}</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={t("applicants.counselling.roundsOf", { courses })}>
      {rounds.map((round) => (
        <li key={round._id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <p
            className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${PHASE_CLASSES[round.phase]}`}
          >
            {t(PHASE_LABELS[round.phase])}
          </p>
          <h3 className="mt-2 text-lg font-bold text-brand-900">
            {round.authority}: {round.course} {round.round}
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-800">
            <dt className="font-semibold">{t("applicants.counselling.registration")}</dt>
            <dd>
              {t("applicants.counselling.fromTo", {
                from: formatDay(round.registrationFrom),
                to: formatDay(round.registrationTo),
              })}
            </dd>
            <dt className="font-semibold">{t("applicants.counselling.reportBy")}</dt>
            <dd>{formatDay(round.reportingBy)}</dd>
          </dl>
          {round.notes ? (
            <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{round.notes}</p>
          ) : null}
          <p className="mt-3 text-sm">
            <OfficialLink href={round.link}>
              {t("applicants.counselling.registerOn", { authority: round.authority })}
            </OfficialLink>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The counselling authorities to register with: those of the listed rounds, else the state board. */
function authoritiesOf(course: CounsellingCourse, rounds: CounsellingRound[]) {
  const listed = new Map<string, string>();
  for (const round of rounds)
    if (round.course === course && !listed.has(round.authority)) listed.set(round.authority, round.link);
  return listed.size > 0 ? [...listed].map(([name, link]) => ({ name, link })) : null;
}

/** How to apply, step by step, from NEET to reporting at the college. */
export function HowToApply({ course, rounds }: { course: CounsellingCourse; rounds: CounsellingRound[] }) {
  const { t, rich } = useMessages();
  const texts = COURSE_TEXTS[course];
  const authorities = authoritiesOf(course, rounds) ?? [
    { name: t(DEFAULT_AUTHORITY_NAMES[course]), link: DEFAULT_AUTHORITY[course].link },
  ];
  const authorityLinks = authorities.map((authority, index) => (
    <span key={authority.name}>
      {index > 0 ? t("applicants.counselling.or") : null}
      <OfficialLink href={authority.link}>{authority.name}</OfficialLink>
    </span>
  ));
  return (
    <ol
      className="max-w-3xl list-none space-y-3 text-slate-800"
      aria-label={t("applicants.counselling.howToApply", { course })}
    >
      <Step number={1} title={t("applicants.counselling.step1Title", { exam: t(texts.exam) })}>
        {t("applicants.counselling.step1", { course })}
      </Step>
      <Step number={2} title={t("applicants.counselling.step2Title")}>
        {rich("applicants.counselling.step2", { authorities: authorityLinks })}
      </Step>
      <Step number={3} title={t("applicants.counselling.step3Title")}>
        {t("applicants.counselling.step3")}
      </Step>
      <Step number={4} title={t("applicants.counselling.step4Title")}>
        {t("applicants.counselling.step4")}
      </Step>
      <Step number={5} title={t("applicants.counselling.step5Title")}>
        {rich("applicants.counselling.step5", {
          feeLink: (
            <Link className={linkClass} to={texts.feePage}>
              {t(texts.feeLink)}
            </Link>
          ),
        })}
      </Step>
    </ol>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  const { t } = useMessages();
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
      >
        {number}
      </span>
      <div>
        <p className="font-semibold text-brand-900">
          <span className="sr-only">{t("applicants.counselling.step", { number })} </span>
          {title}
        </p>
        <p className="mt-0.5">{children}</p>
      </div>
    </li>
  );
}

/** The admission pages' block: how to apply, the current and next rounds, and the warning. */
export function CounsellingSection({
  courses,
  rounds,
}: {
  courses: readonly CounsellingCourse[];
  rounds: CounsellingRound[];
}) {
  const { t } = useMessages();
  const names = courses.join(t("applicants.counselling.and"));
  return (
    <>
      <ContentSection
        id="counselling-rounds"
        title={t("applicants.counselling.title")}
        intro={t("applicants.counselling.intro", { courses: names })}
      >
        <CounsellingRoundList rounds={rounds} courses={names} />
        <SeatAllotmentWarning />
      </ContentSection>
      {courses.map((course) => (
        <ContentSection
          key={course}
          id={`how-to-apply-${course === "MBBS" ? "mbbs" : "md-ms"}`}
          title={t("applicants.counselling.howToApply", { course })}
        >
          <HowToApply course={course} rounds={rounds} />
        </ContentSection>
      ))}
    </>
  );
}
