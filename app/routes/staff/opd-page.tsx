import {
  OPD_DEPARTMENTS,
  OPD_WEEKDAYS,
  SEASON_LABELS,
  formatOpdHours,
  type OpdSession,
} from "../../../contract/opd";
import {
  ChoiceFilter,
  ContentListPage,
  ContentRowActions,
  ContentTable,
  useContentList,
} from "../../staff/content/content-list";
import { deleteOpdSession, listOpdSessions, type OpdSessionsQuery } from "../../staff/opd/opd-api";
import { OpdHolidaysPanel } from "../../staff/opd/opd-holidays-panel";
import { OpdSeasonsPanel } from "../../staff/opd/opd-seasons-panel";
import { OpdSessionDialog } from "../../staff/opd/opd-session-dialog";
import { staffMeta } from "../../staff/staff-meta";

export const meta = () => staffMeta("OPD timetable");

/** The hospital desk's OPD timetable (issue 23): sessions by department and day, the holidays and the season dates. */
export default function OpdPage() {
  const state = useContentList({
    nouns: { one: "OPD session", many: "OPD sessions" },
    initialQuery: { page: 1, limit: 50, department: "", weekday: "" } as OpdSessionsQuery,
    load: listOpdSessions,
    rowsOf: (answer) => answer.data.opdSessions,
    remove: (row: OpdSession) => deleteOpdSession(row._id),
  });

  return (
    <>
      <ContentListPage
        state={state}
        title="OPD timetable"
        subtitle="Shown on /hospitals/opd, on the department pages and in each doctor's directory entry"
        addLabel="Add OPD session"
        filters={
          <>
            <ChoiceFilter
              id="opd-department"
              label="Department"
              anyLabel="All departments"
              value={state.query.department}
              choices={OPD_DEPARTMENTS.map((value) => ({ value, label: value }))}
              onChange={(department) => state.change({ department })}
            />
            <ChoiceFilter
              id="opd-weekday"
              label="Day"
              anyLabel="Every day"
              value={state.query.weekday}
              choices={OPD_WEEKDAYS.map((value) => ({ value, label: value }))}
              onChange={(weekday) => state.change({ weekday })}
            />
          </>
        }
        table={
          <ContentTable columns={["Department", "Day", "Time", "Room", "Doctors", "Season", "Actions"]}>
            {state.rows.map((row) => (
              <tr key={row._id}>
                <td className="px-4 py-3 font-medium text-slate-900">{row.department}</td>
                <td className="px-4 py-3">{row.weekday}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatOpdHours(row)}</td>
                <td className="px-4 py-3">{row.room}</td>
                <td className="px-4 py-3">
                  {row.doctors.map((doctor) => doctor.name).join(", ") || "Duty doctors"}
                </td>
                <td className="px-4 py-3">{SEASON_LABELS[row.season]}</td>
                <td className="px-4 py-3">
                  <ContentRowActions
                    state={state}
                    row={row}
                    label={`OPD session ${row.department} ${row.weekday} ${row.from}`}
                  />
                </td>
              </tr>
            ))}
          </ContentTable>
        }
        dialog={
          <OpdSessionDialog
            open={state.editing !== null}
            session={state.editing?.row ?? null}
            onClose={state.closeDialog}
            onSaved={state.saved}
          />
        }
        deleteText={(row) => (
          <p>
            The {row.department} OPD on {row.weekday}, {formatOpdHours(row)}, will be deleted.
          </p>
        )}
      />
      <OpdHolidaysPanel />
      <OpdSeasonsPanel />
    </>
  );
}
