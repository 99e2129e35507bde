import { Link } from "react-router";
import type { AcademicEventKind } from "../../../contract/collections/academic-events";
import type { RecognitionStatus } from "../../../contract/collections/courses";
import { formatMonth } from "../../../contract/nmc";
import { CATEGORY_LABELS, QUOTAS, type Category, type Quota } from "../../../contract/students";
import type { MsrItem, MsrItemOf } from "../../../server/disclosures/disclosures.service";
import { ContactLines } from "~/site/content/contact-lines";
import { ContentSection } from "~/site/content/content-section";
import { DataTable } from "~/site/content/data-table";
import { useEnglishFallback } from "~/site/content/english-fallback";
import { useMessages } from "~/site/i18n/messages";
import { ClinicalChart } from "./clinical-chart";
import { linkClass } from "./msr-publication";
import { dayIn, postText } from "./msr-text";

const number = (value: number) => value.toLocaleString("en-IN");

type Messages = ReturnType<typeof useMessages>;

/** The contract's labels by their catalogue keys (the API and the PDF keep the contract's English). */
const QUOTA_KEYS = {
  state: "msr.quota.state",
  management: "msr.quota.management",
  nri: "msr.quota.nri",
  "all-india": "msr.quota.allIndia",
} as const satisfies Record<Quota, string>;
const RECOGNITION_KEYS = {
  recognised: "msr.recognition.recognised",
  permitted: "msr.recognition.permitted",
  applied: "msr.recognition.applied",
} as const satisfies Record<RecognitionStatus, string>;
const EVENT_KIND_KEYS = {
  cme: "msr.eventKind.cme",
  conference: "msr.eventKind.conference",
  workshop: "msr.eventKind.workshop",
  seminar: "msr.eventKind.seminar",
  "guest-lecture": "msr.eventKind.guestLecture",
  other: "msr.eventKind.other",
} as const satisfies Record<AcademicEventKind, string>;

/** A category's name: "General" in the page's language, the others (EWS, OBC, SC, ST) as written everywhere. */
const categoryName = ({ t }: Messages, category: Category) =>
  category === "general" ? t("msr.admissions.general") : CATEGORY_LABELS[category];

/** The empty state of a list: what is not there, in words. */
function Empty({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-slate-700">{children}</p>
  );
}

function Heads({ item }: { item: MsrItemOf<"a"> }) {
  const messages = useMessages();
  const { t } = messages;
  const englishIf = useEnglishFallback();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {item.heads.map((head) => (
        <li key={head.post} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-brand-900">{postText(messages, head.post)}</h2>
          <dl className="mt-3 space-y-2 text-sm">
            {(
              [
                [t("records.column.name"), head.name],
                [t("records.column.designation"), head.designation && postText(messages, head.designation)],
                [t("records.column.qualification"), head.qualification],
                [t("msr.heads.address"), head.address],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="font-medium text-slate-600">{label}</dt>
                <dd lang={englishIf(value)} className="text-slate-900">
                  {value ?? t("msr.notRecorded")}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-3">
            {head.phones.length || head.email ? (
              <ContactLines phones={head.phones} email={head.email ?? undefined} />
            ) : (
              <p className="text-sm text-slate-700">{t("msr.heads.noContact")}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Staff({ item }: { item: MsrItemOf<"b"> }) {
  const { t } = useMessages();
  return (
    <>
      <ContentSection
        title={t("msr.staff.teaching", { count: number(item.teaching.total) })}
        intro={t("msr.staff.teachingIntro")}
      >
        <p>
          <Link to="/faculty/department-wise" className={linkClass}>
            {t("msr.staff.departmentList")}
          </Link>
        </p>
        <DataTable
          caption={t("msr.staff.teachingCaption")}
          columns={[
            { header: t("records.column.department") },
            { header: t("msr.staff.teachers"), numeric: true },
          ]}
          rows={item.teaching.byDepartment.map((row) => [row.department, number(row.count)])}
          footer={[t("msr.total"), number(item.teaching.total)]}
        />
      </ContentSection>
      <ContentSection title={t("msr.staff.nonTeaching", { count: number(item.nonTeaching.total) })}>
        <p>
          <Link to="/faculty/non-teaching-staff" className={linkClass}>
            {t("msr.staff.nonTeachingLink")}
          </Link>
        </p>
        {item.nonTeaching.bySection.length ? (
          <DataTable
            caption={t("msr.staff.nonTeachingCaption")}
            columns={[
              { header: t("records.staff.section") },
              { header: t("msr.staff.staff"), numeric: true },
            ]}
            rows={item.nonTeaching.bySection.map((row) => [row.section, number(row.count)])}
            footer={[t("msr.total"), number(item.nonTeaching.total)]}
          />
        ) : (
          <Empty>{t("msr.staff.noNonTeaching")}</Empty>
        )}
      </ContentSection>
    </>
  );
}

function Intake({ item }: { item: MsrItemOf<"c"> }) {
  const { t } = useMessages();
  if (!item.courses.length) return <Empty>{t("msr.noCourses")}</Empty>;
  return (
    <>
      {(["UG", "PG"] as const).map((level) => {
        const courses = item.courses.filter((course) => course.level === level);
        if (!courses.length) return null;
        return (
          <DataTable
            key={level}
            caption={t("msr.intake.caption", { level })}
            columns={[
              { header: t("msr.column.course") },
              { header: t("msr.column.duration") },
              { header: t("msr.intake.seats"), numeric: true },
            ]}
            rows={courses.map((course) => [
              course.name,
              course.duration,
              course.seats === null ? t("msr.notRecorded") : number(course.seats),
            ])}
            footer={[t("msr.intake.total", { level }), "", number(item.totals[level])]}
          />
        );
      })}
    </>
  );
}

function Admissions({ item }: { item: MsrItemOf<"d"> }) {
  const messages = useMessages();
  const { t } = messages;
  return (
    <>
      <p className="max-w-3xl text-slate-700">
        {t("msr.admissions.intro", { current: item.years.current, previous: item.years.previous })}
      </p>
      {item.groups.map((group) => {
        const { level, batch } = group;
        return (
          <ContentSection
            key={`${batch}-${level}`}
            title={t("msr.admissions.title", { level, batch, count: number(group.total) })}
          >
            {group.total === 0 ? (
              <Empty>{t("msr.admissions.none", { level, batch })}</Empty>
            ) : (
              <>
                <div className="grid gap-6 md:grid-cols-2">
                  <DataTable
                    caption={t("msr.admissions.byCategory", { level, batch })}
                    columns={[
                      { header: t("msr.column.category") },
                      { header: t("msr.column.students"), numeric: true },
                    ]}
                    rows={Object.entries(group.byCategory).map(([category, count]) => [
                      categoryName(messages, category as Category),
                      number(count),
                    ])}
                    footer={[t("msr.total"), number(group.total)]}
                  />
                  <DataTable
                    caption={t("msr.admissions.byQuota", { level, batch })}
                    columns={[
                      { header: t("msr.column.quota") },
                      { header: t("msr.column.students"), numeric: true },
                    ]}
                    rows={QUOTAS.map((quota) => [t(QUOTA_KEYS[quota]), number(group.byQuota[quota])])}
                    footer={[t("msr.total"), number(group.total)]}
                  />
                </div>
                <p className="text-slate-700">{t("msr.admissions.pwd", { count: number(group.pwd) })}</p>
                {group.categories.map((category) => (
                  <DataTable
                    key={category.category}
                    caption={t("msr.admissions.merit", {
                      level,
                      batch,
                      category: categoryName(messages, category.category),
                    })}
                    rowHeader={1}
                    columns={[
                      { header: t("msr.admissions.neetRank"), numeric: true },
                      { header: t("records.column.name") },
                      { header: t("msr.column.course") },
                      { header: t("msr.column.quota") },
                      { header: t("msr.admissions.neetScore"), numeric: true },
                      { header: t("msr.admissions.admittedOn") },
                    ]}
                    rows={category.students.map((student) => [
                      number(student.neetRank),
                      student.name,
                      student.course,
                      t(QUOTA_KEYS[student.quota]),
                      number(student.neetScore),
                      dayIn(messages, student.admittedOn),
                    ])}
                  />
                ))}
              </>
            )}
          </ContentSection>
        );
      })}
    </>
  );
}

function Publications({ item }: { item: MsrItemOf<"e"> }) {
  const messages = useMessages();
  if (!item.publications.length)
    return <Empty>{messages.t("msr.publications.none", { date: dayIn(messages, item.since) })}</Empty>;
  return (
    <ol className="max-w-3xl space-y-4">
      {item.publications.map((publication) => (
        <li
          key={`${publication.title}-${publication.publishedOn}`}
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <p className="font-semibold text-slate-900">{publication.title}</p>
          <p className="text-slate-700">{publication.authors}</p>
          <p className="text-sm text-slate-600">
            {publication.journal} · {dayIn(messages, publication.publishedOn)} · {publication.department}
          </p>
          {publication.link ? (
            <a href={publication.link} className={`${linkClass} text-sm break-all`} rel="noopener noreferrer">
              {publication.link}
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function Events({ item }: { item: MsrItemOf<"f"> }) {
  const messages = useMessages();
  const { t } = messages;
  if (!item.events.length)
    return <Empty>{t("msr.events.none", { date: dayIn(messages, item.since) })}</Empty>;
  return (
    <DataTable
      caption={t("msr.events.caption")}
      rowHeader={1}
      columns={[
        { header: t("msr.column.date") },
        { header: t("msr.column.title") },
        { header: t("msr.events.kind") },
        { header: t("records.column.department") },
        { header: t("msr.column.about") },
      ]}
      rows={item.events.map((event) => [
        dayIn(messages, event.heldOn),
        event.title,
        t(EVENT_KIND_KEYS[event.kind]),
        event.department ?? t("msr.events.wholeCollege"),
        event.description ?? "",
      ])}
    />
  );
}

function Awards({ item }: { item: MsrItemOf<"g"> }) {
  const messages = useMessages();
  const { t } = messages;
  if (!item.awards.length)
    return <Empty>{t("msr.awards.none", { date: dayIn(messages, item.since) })}</Empty>;
  return (
    <DataTable
      caption={t("msr.awards.caption")}
      rowHeader={1}
      columns={[
        { header: t("msr.column.date") },
        { header: t("msr.awards.award") },
        { header: t("msr.awards.recipient") },
        { header: t("msr.column.about") },
      ]}
      rows={item.awards.map((award) => [
        dayIn(messages, award.awardedOn),
        award.title,
        award.recipient,
        award.description ?? "",
      ])}
    />
  );
}

function Universities({ item }: { item: MsrItemOf<"h"> }) {
  const { t } = useMessages();
  if (!item.universities.length) return <Empty>{t("msr.universities.none")}</Empty>;
  return (
    <>
      {item.universities.map((university) => (
        <ContentSection key={university.slug} title={`${university.name} (${university.shortName})`}>
          <p className="text-slate-700">{university.affiliation}</p>
          <p className="text-slate-700">
            {t("msr.universities.address", { address: university.address ?? t("msr.notRecorded") })}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {university.officers.map((officer) => (
              <li
                key={`${officer.designation}-${officer.name}`}
                className="rounded-lg border border-slate-200 bg-white p-4"
              >
                <p className="font-semibold text-slate-900">{officer.name}</p>
                <p className="mb-2 text-sm text-accent-700">{officer.designation}</p>
                <ContactLines phones={officer.phones} email={officer.email ?? undefined} />
              </li>
            ))}
          </ul>
          <p>
            <Link to={`/about/about-university-${university.slug}`} className={linkClass}>
              {t("msr.universities.about", { name: university.shortName })}
            </Link>
          </p>
        </ContentSection>
      ))}
    </>
  );
}

function Results({ item }: { item: MsrItemOf<"i"> }) {
  const { language, t } = useMessages();
  if (!item.results.length)
    return <Empty>{t("msr.results.none", { month: formatMonth(item.since, language) })}</Empty>;
  return (
    <DataTable
      caption={t("msr.results.caption")}
      columns={[
        { header: t("msr.results.exam") },
        { header: t("msr.results.held") },
        { header: t("msr.results.appeared"), numeric: true },
        { header: t("msr.results.passed"), numeric: true },
        { header: t("msr.results.passPercent"), numeric: true },
        { header: t("msr.results.result") },
      ]}
      rows={item.results.map((result) => [
        result.exam,
        formatMonth(result.held, language),
        number(result.appeared),
        number(result.passed),
        result.passPercent === null ? "—" : `${result.passPercent}%`,
        result.documentUrl ? (
          <a href={result.documentUrl} className={linkClass}>
            PDF
            <span className="sr-only">
              : {result.exam}, {formatMonth(result.held, language)}
            </span>
          </a>
        ) : (
          "—"
        ),
      ])}
    />
  );
}

function Recognition({ item }: { item: MsrItemOf<"j"> }) {
  const { t } = useMessages();
  if (!item.courses.length) return <Empty>{t("msr.noCourses")}</Empty>;
  return (
    <DataTable
      caption={t("msr.recognition.caption")}
      columns={[
        { header: t("msr.column.course") },
        { header: t("msr.recognition.level") },
        { header: t("msr.recognition.status") },
        { header: t("msr.recognition.details") },
      ]}
      rows={item.courses.map((course) => [
        course.name,
        course.level,
        course.recognition ? t(RECOGNITION_KEYS[course.recognition]) : t("msr.notRecorded"),
        course.recognitionDetails ?? "",
      ])}
    />
  );
}

function ClinicalMaterial({ item }: { item: MsrItemOf<"k"> }) {
  const { language, t } = useMessages();
  const month = (value: string) => formatMonth(value, language);
  if (!item.rows.length)
    return (
      <Empty>
        {t("msr.clinical.none", { from: month(item.months[0]!), to: month(item.months.at(-1)!) })}
      </Empty>
    );
  const byMonth = new Map(item.rows.map((row) => [row.month, row]));
  const totals = item.totals;
  const table = t("msr.clinical.table");
  return (
    <>
      <ClinicalChart
        tableName={table}
        months={item.months.map((month) => {
          const row = byMonth.get(month);
          return { month, opd: row ? row.opdNew + row.opdOld : null, ipd: row ? row.ipdAdmissions : null };
        })}
      />
      <DataTable
        caption={table}
        columns={[
          { header: t("msr.column.month") },
          { header: t("msr.clinical.opdNew"), numeric: true },
          { header: t("msr.clinical.opdOld"), numeric: true },
          { header: t("msr.clinical.opdTotal"), numeric: true },
          { header: t("msr.clinical.ipd"), numeric: true },
          { header: t("msr.clinical.occupancy"), numeric: true },
          { header: t("msr.clinical.emergency"), numeric: true },
        ]}
        rows={item.rows.map((row) => [
          month(row.month),
          number(row.opdNew),
          number(row.opdOld),
          number(row.opdNew + row.opdOld),
          number(row.ipdAdmissions),
          `${row.bedOccupancyPercent}%`,
          number(row.emergencyCases),
        ])}
        footer={[
          t("msr.total"),
          number(totals.opdNew),
          number(totals.opdOld),
          number(totals.opdNew + totals.opdOld),
          number(totals.ipdAdmissions),
          item.averageOccupancy === null
            ? "—"
            : t("msr.clinical.average", { percent: item.averageOccupancy }),
          number(totals.emergencyCases),
        ]}
        minWidthClass="sm:min-w-[44rem]"
      />
      <DataTable
        caption={t("msr.clinical.procedures")}
        columns={[
          { header: t("msr.column.month") },
          ...(
            [
              "msr.clinical.majorOperations",
              "msr.clinical.minorOperations",
              "msr.clinical.deliveriesNormal",
              "msr.clinical.deliveriesCaesarean",
              "msr.clinical.labInvestigations",
              "msr.clinical.xray",
              "msr.clinical.ct",
              "msr.clinical.mri",
              "msr.clinical.ultrasound",
              "msr.clinical.births",
              "msr.clinical.deaths",
            ] as const
          ).map((key) => ({ header: t(key), numeric: true })),
        ]}
        rows={item.rows.map((row) => [
          month(row.month),
          ...[
            row.majorOperations,
            row.minorOperations,
            row.deliveriesNormal,
            row.deliveriesCaesarean,
            row.labInvestigations,
            row.radiologyXray,
            row.radiologyCt,
            row.radiologyMri,
            row.radiologyUsg,
            row.births,
            row.deaths,
          ].map(number),
        ])}
        footer={[
          t("msr.total"),
          ...[
            totals.majorOperations,
            totals.minorOperations,
            totals.deliveriesNormal,
            totals.deliveriesCaesarean,
            totals.labInvestigations,
            totals.radiologyXray,
            totals.radiologyCt,
            totals.radiologyMri,
            totals.radiologyUsg,
            totals.births,
            totals.deaths,
          ].map(number),
        ]}
        minWidthClass="sm:min-w-[64rem]"
      />
    </>
  );
}

function AntiRagging({ item }: { item: MsrItemOf<"l"> }) {
  const messages = useMessages();
  const { t, rich } = messages;
  const englishIf = useEnglishFallback();
  return (
    <>
      {item.committees.length ? (
        item.committees.map((committee) => (
          <ContentSection key={committee.name} title={committee.name} intro={committee.remit}>
            {committee.members.length ? (
              <DataTable
                caption={rich("msr.ragging.members", {
                  committee: <span lang={englishIf(committee.name)}>{committee.name}</span>,
                })}
                columns={[
                  { header: t("records.column.name") },
                  { header: t("msr.column.role") },
                  { header: t("msr.column.phone") },
                  { header: t("msr.column.email") },
                ]}
                rows={committee.members.map((member) => [
                  member.name,
                  <span lang={englishIf(member.role)}>{member.role}</span>,
                  member.phone ? (
                    <a href={`tel:${member.phone.replace(/\s+/g, "")}`} className={linkClass}>
                      {member.phone}
                    </a>
                  ) : (
                    "—"
                  ),
                  member.email ? (
                    <a href={`mailto:${member.email}`} className={`${linkClass} break-all`}>
                      {member.email}
                    </a>
                  ) : (
                    "—"
                  ),
                ])}
              />
            ) : (
              <Empty>
                {rich("msr.ragging.noMembers", {
                  committee: <span lang={englishIf(committee.name)}>{committee.name}</span>,
                })}
              </Empty>
            )}
          </ContentSection>
        ))
      ) : (
        <Empty>
          {t("msr.ragging.noCommittee", { committee: t("patients.safety.antiRaggingCommittee") })}
        </Empty>
      )}
      <ContentSection title={t("msr.ragging.orders")}>
        {item.documents.length ? (
          <ul className="space-y-2">
            {item.documents.map((document) => (
              <li key={document.url}>
                <a href={document.url} className={linkClass}>
                  {document.title}
                </a>{" "}
                <span className="text-sm text-slate-600">
                  {t("msr.ragging.pdf", { date: dayIn(messages, document.date) })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t("msr.ragging.noOrders")}</Empty>
        )}
      </ContentSection>
      <p>
        {rich("msr.ragging.report", {
          link: (
            <Link to="/safety" className={linkClass}>
              {t("footer.help")}
            </Link>
          ),
        })}
      </p>
    </>
  );
}

/** One item of MSR B.1.11 as its page shows it (the item's plain data, rendered). */
export function MsrItemView({ item }: { item: MsrItem }) {
  switch (item.letter) {
    case "a":
      return <Heads item={item} />;
    case "b":
      return <Staff item={item} />;
    case "c":
      return <Intake item={item} />;
    case "d":
      return <Admissions item={item} />;
    case "e":
      return <Publications item={item} />;
    case "f":
      return <Events item={item} />;
    case "g":
      return <Awards item={item} />;
    case "h":
      return <Universities item={item} />;
    case "i":
      return <Results item={item} />;
    case "j":
      return <Recognition item={item} />;
    case "k":
      return <ClinicalMaterial item={item} />;
    case "l":
      return <AntiRagging item={item} />;
  }
}
