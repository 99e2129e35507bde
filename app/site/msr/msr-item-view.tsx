import { Link } from "react-router";
import { ACADEMIC_EVENT_KIND_LABELS } from "../../../contract/collections/academic-events";
import { RECOGNITION_LABELS } from "../../../contract/collections/courses";
import { SAFETY_BODIES } from "../../../contract/collections/committees";
import { formatDay, formatMonth } from "../../../contract/nmc";
import { CATEGORY_LABELS, QUOTA_LABELS, QUOTAS } from "../../../contract/students";
import type { MsrItem, MsrItemOf } from "../../../server/disclosures/disclosures.service";
import { ContactLines } from "~/site/content/contact-lines";
import { ContentSection } from "~/site/content/content-section";
import { DataTable } from "~/site/content/data-table";
import { ClinicalChart } from "./clinical-chart";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";
const number = (value: number) => value.toLocaleString("en-IN");

/** The empty state of a list: what is not there, in words. */
function Empty({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-slate-700">{children}</p>
  );
}

function Heads({ item }: { item: MsrItemOf<"a"> }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {item.heads.map((head) => (
        <li key={head.post} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-brand-900">{head.post}</h2>
          <dl className="mt-3 space-y-2 text-sm">
            {(
              [
                ["Name", head.name],
                ["Designation", head.designation],
                ["Qualification", head.qualification],
                ["Address", head.address],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="font-medium text-slate-600">{label}</dt>
                <dd className="text-slate-900">{value ?? "Not recorded"}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-3">
            {head.phones.length || head.email ? (
              <ContactLines phones={head.phones} email={head.email ?? undefined} />
            ) : (
              <p className="text-sm text-slate-700">Phone and e-mail: not published</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Staff({ item }: { item: MsrItemOf<"b"> }) {
  return (
    <>
      <ContentSection
        title={`Teaching staff: ${number(item.teaching.total)}`}
        intro="Teachers by department. Each one's name, designation and qualification are in the department-wise list."
      >
        <p>
          <Link to="/faculty/department-wise" className={linkClass}>
            Department-wise faculty list (NMC)
          </Link>
        </p>
        <DataTable
          caption="Teaching staff by department"
          columns={[{ header: "Department" }, { header: "Teachers", numeric: true }]}
          rows={item.teaching.byDepartment.map((row) => [row.department, number(row.count)])}
          footer={["Total", number(item.teaching.total)]}
        />
      </ContentSection>
      <ContentSection title={`Non-teaching staff: ${number(item.nonTeaching.total)}`}>
        <p>
          <Link to="/faculty/non-teaching-staff" className={linkClass}>
            Non-teaching staff by name and designation
          </Link>
        </p>
        {item.nonTeaching.bySection.length ? (
          <DataTable
            caption="Non-teaching staff by section"
            columns={[{ header: "Section" }, { header: "Staff", numeric: true }]}
            rows={item.nonTeaching.bySection.map((row) => [row.section, number(row.count)])}
            footer={["Total", number(item.nonTeaching.total)]}
          />
        ) : (
          <Empty>No non-teaching staff are recorded yet.</Empty>
        )}
      </ContentSection>
    </>
  );
}

function Intake({ item }: { item: MsrItemOf<"c"> }) {
  if (!item.courses.length) return <Empty>No courses are recorded yet.</Empty>;
  return (
    <>
      {(["UG", "PG"] as const).map((level) => {
        const courses = item.courses.filter((course) => course.level === level);
        if (!courses.length) return null;
        return (
          <DataTable
            key={level}
            caption={`Sanctioned ${level} intake a year`}
            columns={[
              { header: "Course" },
              { header: "Duration" },
              { header: "Seats a year", numeric: true },
            ]}
            rows={courses.map((course) => [
              course.name,
              course.duration,
              course.seats === null ? "Not recorded" : number(course.seats),
            ])}
            footer={[`Total ${level}`, "", number(item.totals[level])]}
          />
        );
      })}
    </>
  );
}

function Admissions({ item }: { item: MsrItemOf<"d"> }) {
  return (
    <>
      <p className="max-w-3xl text-slate-700">
        Students admitted in the academic years {item.years.current} (current) and {item.years.previous},
        grouped by category and listed in order of merit (NEET rank), with the count in each category and
        quota.
      </p>
      {item.groups.map((group) => (
        <ContentSection
          key={`${group.batch}-${group.level}`}
          title={`${group.level} admissions ${group.batch}: ${number(group.total)}`}
        >
          {group.total === 0 ? (
            <Empty>
              No {group.level} admissions are recorded for {group.batch}.
            </Empty>
          ) : (
            <>
              <div className="grid gap-6 md:grid-cols-2">
                <DataTable
                  caption={`${group.level} ${group.batch}: admitted by category`}
                  columns={[{ header: "Category" }, { header: "Students", numeric: true }]}
                  rows={Object.entries(group.byCategory).map(([category, count]) => [
                    CATEGORY_LABELS[category as keyof typeof CATEGORY_LABELS],
                    number(count),
                  ])}
                  footer={["Total", number(group.total)]}
                />
                <DataTable
                  caption={`${group.level} ${group.batch}: admitted by quota`}
                  columns={[{ header: "Quota" }, { header: "Students", numeric: true }]}
                  rows={QUOTAS.map((quota) => [QUOTA_LABELS[quota], number(group.byQuota[quota])])}
                  footer={["Total", number(group.total)]}
                />
              </div>
              <p className="text-slate-700">Persons with disability among them: {number(group.pwd)}</p>
              {group.categories.map((category) => (
                <DataTable
                  key={category.category}
                  caption={`${group.level} ${group.batch}, ${category.label} category, in order of merit`}
                  rowHeader={1}
                  columns={[
                    { header: "NEET rank", numeric: true },
                    { header: "Name" },
                    { header: "Course" },
                    { header: "Quota" },
                    { header: "NEET score", numeric: true },
                    { header: "Admitted on" },
                  ]}
                  rows={category.students.map((student) => [
                    number(student.neetRank),
                    student.name,
                    student.course,
                    QUOTA_LABELS[student.quota],
                    number(student.neetScore),
                    formatDay(student.admittedOn),
                  ])}
                />
              ))}
            </>
          )}
        </ContentSection>
      ))}
    </>
  );
}

function Publications({ item }: { item: MsrItemOf<"e"> }) {
  if (!item.publications.length)
    return <Empty>No research publications since {formatDay(item.since)} are recorded yet.</Empty>;
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
            {publication.journal} · {formatDay(publication.publishedOn)} · {publication.department}
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
  if (!item.events.length)
    return (
      <Empty>
        No CMEs, conferences or other academic activities since {formatDay(item.since)} are recorded yet.
      </Empty>
    );
  return (
    <DataTable
      caption="CMEs, conferences and academic activities of the last year"
      rowHeader={1}
      columns={[
        { header: "Date" },
        { header: "Title" },
        { header: "Kind" },
        { header: "Department" },
        { header: "About" },
      ]}
      rows={item.events.map((event) => [
        formatDay(event.heldOn),
        event.title,
        ACADEMIC_EVENT_KIND_LABELS[event.kind],
        event.department ?? "Whole college",
        event.description ?? "",
      ])}
    />
  );
}

function Awards({ item }: { item: MsrItemOf<"g"> }) {
  if (!item.awards.length)
    return <Empty>No awards or achievements since {formatDay(item.since)} are recorded yet.</Empty>;
  return (
    <DataTable
      caption="Awards and achievements of the last year"
      rowHeader={1}
      columns={[
        { header: "Date" },
        { header: "Award or achievement" },
        { header: "Recipient" },
        { header: "About" },
      ]}
      rows={item.awards.map((award) => [
        formatDay(award.awardedOn),
        award.title,
        award.recipient,
        award.description ?? "",
      ])}
    />
  );
}

function Universities({ item }: { item: MsrItemOf<"h"> }) {
  if (!item.universities.length) return <Empty>No affiliating university is recorded yet.</Empty>;
  return (
    <>
      {item.universities.map((university) => (
        <ContentSection key={university.slug} title={`${university.name} (${university.shortName})`}>
          <p className="text-slate-700">{university.affiliation}</p>
          <p className="text-slate-700">Address: {university.address ?? "Not recorded"}</p>
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
              About {university.shortName}
            </Link>
          </p>
        </ContentSection>
      ))}
    </>
  );
}

function Results({ item }: { item: MsrItemOf<"i"> }) {
  if (!item.results.length)
    return <Empty>No examination results since {formatMonth(item.since)} are recorded yet.</Empty>;
  return (
    <DataTable
      caption="Examination results of the last twelve months"
      columns={[
        { header: "Examination" },
        { header: "Held" },
        { header: "Appeared", numeric: true },
        { header: "Passed", numeric: true },
        { header: "Pass %", numeric: true },
        { header: "Result" },
      ]}
      rows={item.results.map((result) => [
        result.exam,
        formatMonth(result.held),
        number(result.appeared),
        number(result.passed),
        result.passPercent === null ? "—" : `${result.passPercent}%`,
        result.documentUrl ? (
          <a href={result.documentUrl} className={linkClass}>
            PDF
            <span className="sr-only">
              : {result.exam}, {formatMonth(result.held)}
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
  if (!item.courses.length) return <Empty>No courses are recorded yet.</Empty>;
  return (
    <DataTable
      caption="Recognition status of the courses"
      columns={[{ header: "Course" }, { header: "Level" }, { header: "Status" }, { header: "Details" }]}
      rows={item.courses.map((course) => [
        course.name,
        course.level,
        course.recognition ? RECOGNITION_LABELS[course.recognition] : "Not recorded",
        course.recognitionDetails ?? "",
      ])}
    />
  );
}

const CLINICAL_TABLE = "OPD and IPD by month";

function ClinicalMaterial({ item }: { item: MsrItemOf<"k"> }) {
  if (!item.rows.length)
    return (
      <Empty>
        No clinical material is recorded for the twelve months from {formatMonth(item.months[0]!)} to{" "}
        {formatMonth(item.months.at(-1)!)}.
      </Empty>
    );
  const byMonth = new Map(item.rows.map((row) => [row.month, row]));
  const t = item.totals;
  return (
    <>
      <ClinicalChart
        tableName={CLINICAL_TABLE}
        months={item.months.map((month) => {
          const row = byMonth.get(month);
          return { month, opd: row ? row.opdNew + row.opdOld : null, ipd: row ? row.ipdAdmissions : null };
        })}
      />
      <DataTable
        caption={CLINICAL_TABLE}
        columns={[
          { header: "Month" },
          { header: "OPD new", numeric: true },
          { header: "OPD follow-up", numeric: true },
          { header: "OPD total", numeric: true },
          { header: "IPD admissions", numeric: true },
          { header: "Bed occupancy", numeric: true },
          { header: "Emergency cases", numeric: true },
        ]}
        rows={item.rows.map((row) => [
          formatMonth(row.month),
          number(row.opdNew),
          number(row.opdOld),
          number(row.opdNew + row.opdOld),
          number(row.ipdAdmissions),
          `${row.bedOccupancyPercent}%`,
          number(row.emergencyCases),
        ])}
        footer={[
          "Total",
          number(t.opdNew),
          number(t.opdOld),
          number(t.opdNew + t.opdOld),
          number(t.ipdAdmissions),
          item.averageOccupancy === null ? "—" : `${item.averageOccupancy}% (average)`,
          number(t.emergencyCases),
        ]}
        minWidthClass="sm:min-w-[44rem]"
      />
      <DataTable
        caption="Operations, deliveries, investigations, births and deaths by month"
        columns={[
          { header: "Month" },
          { header: "Major operations", numeric: true },
          { header: "Minor operations", numeric: true },
          { header: "Normal deliveries", numeric: true },
          { header: "Caesarean deliveries", numeric: true },
          { header: "Laboratory investigations", numeric: true },
          { header: "X-ray", numeric: true },
          { header: "CT", numeric: true },
          { header: "MRI", numeric: true },
          { header: "Ultrasound", numeric: true },
          { header: "Births", numeric: true },
          { header: "Deaths", numeric: true },
        ]}
        rows={item.rows.map((row) => [
          formatMonth(row.month),
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
          "Total",
          ...[
            t.majorOperations,
            t.minorOperations,
            t.deliveriesNormal,
            t.deliveriesCaesarean,
            t.labInvestigations,
            t.radiologyXray,
            t.radiologyCt,
            t.radiologyMri,
            t.radiologyUsg,
            t.births,
            t.deaths,
          ].map(number),
        ]}
        minWidthClass="sm:min-w-[64rem]"
      />
    </>
  );
}

function AntiRagging({ item }: { item: MsrItemOf<"l"> }) {
  return (
    <>
      {item.committees.length ? (
        item.committees.map((committee) => (
          <ContentSection key={committee.name} title={committee.name} intro={committee.remit}>
            {committee.members.length ? (
              <DataTable
                caption={`Members of the ${committee.name}`}
                columns={[{ header: "Name" }, { header: "Role" }, { header: "Phone" }, { header: "E-mail" }]}
                rows={committee.members.map((member) => [
                  member.name,
                  member.role,
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
              <Empty>The members of the {committee.name} are not recorded yet.</Empty>
            )}
          </ContentSection>
        ))
      ) : (
        <Empty>No {SAFETY_BODIES["anti-ragging-committee"]} is recorded yet.</Empty>
      )}
      <ContentSection title="Orders and regulations">
        {item.documents.length ? (
          <ul className="space-y-2">
            {item.documents.map((document) => (
              <li key={document.url}>
                <a href={document.url} className={linkClass}>
                  {document.title}
                </a>{" "}
                <span className="text-sm text-slate-600">(PDF, {formatDay(document.date)})</span>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No anti-ragging orders or regulations are published yet.</Empty>
        )}
      </ContentSection>
      <p>
        To report ragging or reach the committee, see{" "}
        <Link to="/safety" className={linkClass}>
          Help and complaints (anti-ragging)
        </Link>
        .
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
