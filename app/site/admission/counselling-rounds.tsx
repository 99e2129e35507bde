import { Link } from "react-router";
import {
  DEFAULT_AUTHORITY,
  SEAT_ALLOTMENT_WARNING,
  type CounsellingCourse,
  type CounsellingRound,
  type RoundPhase,
} from "../../../contract/counselling";
import { formatDay } from "../../../contract/nmc";
import { ContentSection } from "~/site/content/content-section";

const PHASE_LABELS: Record<RoundPhase, string> = {
  open: "Registration open now",
  upcoming: "Coming next",
  reporting: "Registration closed: reporting",
  past: "Over",
};

const PHASE_CLASSES: Record<RoundPhase, string> = {
  open: "bg-green-100 text-green-900",
  upcoming: "bg-sky-100 text-sky-900",
  reporting: "bg-amber-100 text-amber-900",
  past: "bg-slate-100 text-slate-800",
};

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 break-words";

function OfficialLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a className={linkClass} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (official website, opens in a new tab)</span>
    </a>
  );
}

/** The fixed notice: admission only through counselling, never money for a "seat allotment". */
export function SeatAllotmentWarning() {
  return (
    <aside
      aria-labelledby="seat-allotment-warning"
      className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-slate-900"
    >
      <p id="seat-allotment-warning" className="font-bold text-red-900">
        Admission only through counselling
      </p>
      <p className="mt-1">{SEAT_ALLOTMENT_WARNING}</p>
    </aside>
  );
}

/** The current and next counselling rounds, each with its dates and official link. */
export function CounsellingRoundList({ rounds, courses }: { rounds: CounsellingRound[]; courses: string }) {
  if (rounds.length === 0) {
    return (
      <p className="max-w-3xl text-slate-700">
        No {courses} counselling round has been announced yet. The dates will be listed here as soon as the
        counselling authority publishes them.
      </p>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={`${courses} counselling rounds`}>
      {rounds.map((round) => (
        <li key={round._id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <p
            className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${PHASE_CLASSES[round.phase]}`}
          >
            {PHASE_LABELS[round.phase]}
          </p>
          <h3 className="mt-2 text-lg font-bold text-brand-900">
            {round.authority}: {round.course} {round.round}
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-800">
            <dt className="font-semibold">Registration</dt>
            <dd>
              {formatDay(round.registrationFrom)} to {formatDay(round.registrationTo)}
            </dd>
            <dt className="font-semibold">Report by</dt>
            <dd>{formatDay(round.reportingBy)}</dd>
          </dl>
          {round.notes ? (
            <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{round.notes}</p>
          ) : null}
          <p className="mt-3 text-sm">
            <OfficialLink href={round.link}>Register on the {round.authority} website</OfficialLink>
          </p>
        </li>
      ))}
    </ul>
  );
}

const FEE_PAGES: Record<CounsellingCourse, string> = {
  MBBS: "/academics/ug-fee-structure",
  "MD/MS": "/academics/pg-fee-structure",
};

/** The counselling authorities to register with: those of the listed rounds, else the state board. */
function authoritiesOf(course: CounsellingCourse, rounds: CounsellingRound[]) {
  const listed = new Map<string, string>();
  for (const round of rounds)
    if (round.course === course && !listed.has(round.authority)) listed.set(round.authority, round.link);
  return listed.size > 0 ? [...listed].map(([name, link]) => ({ name, link })) : [DEFAULT_AUTHORITY[course]];
}

/** How to apply, step by step, from NEET to reporting at the college. */
export function HowToApply({ course, rounds }: { course: CounsellingCourse; rounds: CounsellingRound[] }) {
  const exam = course === "MBBS" ? "NEET-UG (conducted by the NTA)" : "NEET-PG (conducted by the NBEMS)";
  const authorities = authoritiesOf(course, rounds);
  return (
    <ol className="max-w-3xl list-none space-y-3 text-slate-800" aria-label={`How to apply for ${course}`}>
      <Step number={1} title={`Qualify in ${exam}`}>
        Every {course} seat, management and NRI seats included, is filled on the NEET merit list.
      </Step>
      <Step number={2} title="Register with the counselling authority">
        Register and pay the counselling fee on the official website of{" "}
        {authorities.map((authority, index) => (
          <span key={authority.name}>
            {index > 0 ? " or " : null}
            <OfficialLink href={authority.link}>{authority.name}</OfficialLink>
          </span>
        ))}
        , within the registration dates of the round.
      </Step>
      <Step number={3} title="Fill and lock your choices">
        On the same website, choose the colleges and seat categories you want, in order of preference (this
        college included), and lock them before the choice-filling deadline.
      </Step>
      <Step number={4} title="Check the allotment">
        The counselling authority publishes the allotment result on its website. Download your allotment
        letter there; nobody else can allot a seat.
      </Step>
      <Step number={5} title="Report to the college with your documents">
        Report by the round’s reporting date with the allotment letter, your NEET admit card and scorecard,
        Class 10 and 12 mark sheets and certificates, a photo identity card, category and domicile
        certificates where they apply, passport-size photographs, and the fee (see the{" "}
        <Link className={linkClass} to={FEE_PAGES[course]}>
          {course === "MBBS" ? "UG" : "PG"} fee structure
        </Link>
        ).
      </Step>
    </ol>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
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
          <span className="sr-only">Step {number}: </span>
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
  const names = courses.join(" and ");
  return (
    <>
      <ContentSection
        id="counselling-rounds"
        title="Counselling rounds"
        intro={`The current and next ${names} counselling rounds, with the official registration links.`}
      >
        <CounsellingRoundList rounds={rounds} courses={names} />
        <SeatAllotmentWarning />
      </ContentSection>
      {courses.map((course) => (
        <ContentSection
          key={course}
          id={`how-to-apply-${course === "MBBS" ? "mbbs" : "md-ms"}`}
          title={`How to apply for ${course}`}
        >
          <HowToApply course={course} rounds={rounds} />
        </ContentSection>
      ))}
    </>
  );
}
