import { useEffect, useState } from "react";
import {
  OPD_DEPARTMENTS,
  OPD_SEASONS,
  OPD_WEEKDAYS,
  SEASON_LABELS,
  opdSessionInput,
  type OpdSession,
} from "../../../contract/opd";
import { FormField } from "../../ui/form-field";
import { BilingualField } from "../content/bilingual-field";
import { controlClass } from "../control-class";
import { FormDialog } from "../form-dialog";
import { listDepartmentDoctors, saveOpdSession } from "./opd-api";
import { errorsOf, useRecordForm } from "../use-staff-form";

interface Values {
  department: string;
  weekday: string;
  from: string;
  to: string;
  room: string;
  season: string;
  note: string;
  /** The note in Hindi (issue 24; "" for none). */
  noteHi: string;
  doctorIds: string[];
}
type Field = keyof Values;

const valuesOf = (session: OpdSession | null): Values =>
  session
    ? { ...session, note: session.note ?? "", noteHi: session.noteHi ?? "" }
    : {
        department: OPD_DEPARTMENTS[0]!,
        weekday: "Monday",
        from: "09:00",
        to: "13:00",
        room: "",
        season: "all-year",
        note: "",
        noteHi: "",
        doctorIds: [],
      };

type Control = Parameters<Parameters<typeof FormField>[0]["children"]>[0];

/** The department's faculty, reloaded when the department changes; doctors of another department are dropped. */
function useDepartmentDoctors(department: string, open: boolean) {
  const [doctors, setDoctors] = useState<{ _id: string; name: string; designation: string }[] | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    setDoctors(null);
    listDepartmentDoctors(department).then(
      (answer) => current && setDoctors(answer.data.faculty),
      () => current && setDoctors([]),
    );
    return () => {
      current = false;
    };
  }, [department, open]);
  return doctors;
}

/** Add / Edit OPD session: checked with the API's schema before sending; the server checks the doctors. */
export function OpdSessionDialog({
  open,
  session,
  onClose,
  onSaved,
}: {
  open: boolean;
  session: OpdSession | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { values, setValues, bind, errors, setErrors, busy, failure, save } = useRecordForm<
    OpdSession,
    Values,
    Field
  >(open, session, valuesOf);
  const doctors = useDepartmentDoctors(values.department, open);

  const change = (field: "note" | "noteHi") => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const toggleDoctor = (id: string, on: boolean) =>
    setValues((current) => ({
      ...current,
      doctorIds: on ? [...current.doctorIds, id] : current.doctorIds.filter((doctorId) => doctorId !== id),
    }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const known = new Set((doctors ?? []).map((doctor) => doctor._id));
    const result = opdSessionInput.safeParse({
      ...values,
      doctorIds: values.doctorIds.filter((id) => known.has(id)),
    });
    if (!result.success) {
      setErrors(errorsOf(result.error.issues));
      return;
    }
    await save(
      // A note left empty is sent as null, so an edit clears it (the parsed values leave it out).
      () =>
        saveOpdSession(session?._id ?? null, {
          ...result.data,
          note: result.data.note ?? null,
          noteHi: result.data.noteHi ?? null,
        }),
      session
        ? { success: "OPD session updated", failure: "Failed to update OPD session" }
        : { success: "OPD session added", failure: "Failed to add OPD session" },
      onSaved,
    );
  };

  const select =
    (field: Field, choices: readonly { value: string; label: string }[]) => (control: Control) => (
      <select {...control} {...bind(field)} className={controlClass}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  const same = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={session ? "Edit OPD session" : "Add OPD session"}
      formId={session ? "opd-edit-form" : "opd-add-form"}
      submitLabel={session ? "Save changes" : "Add OPD session"}
      busy={busy}
      failure={failure}
      onSubmit={submit}
    >
      <FormField label="Department" required error={errors.department}>
        {select("department", same(OPD_DEPARTMENTS))}
      </FormField>
      <FormField label="Day" required error={errors.weekday}>
        {select("weekday", same(OPD_WEEKDAYS))}
      </FormField>
      <FormField label="From" required error={errors.from}>
        {(control) => <input {...control} {...bind("from")} type="time" required className={controlClass} />}
      </FormField>
      <FormField label="To" required error={errors.to}>
        {(control) => <input {...control} {...bind("to")} type="time" required className={controlClass} />}
      </FormField>
      <FormField label="Room" required error={errors.room} hint="For example: OPD block, room 104">
        {(control) => <input {...control} {...bind("room")} required className={controlClass} />}
      </FormField>
      <FormField
        label="Season"
        required
        error={errors.season}
        hint="Season dates are set by an administrator."
      >
        {select(
          "season",
          OPD_SEASONS.map((value) => ({ value, label: SEASON_LABELS[value] })),
        )}
      </FormField>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">Doctors</legend>
        {doctors === null ? (
          <p className="mt-1 text-sm text-slate-600">Loading the department’s faculty…</p>
        ) : doctors.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No faculty records in {values.department} yet.</p>
        ) : (
          <ul className="mt-1 grid gap-1 sm:grid-cols-2">
            {doctors.map((doctor) => (
              <li key={doctor._id}>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={values.doctorIds.includes(doctor._id)}
                    onChange={(event) => toggleDoctor(doctor._id, event.target.checked)}
                  />
                  {doctor.name} <span className="text-slate-600">({doctor.designation})</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.doctorIds ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.doctorIds}
          </p>
        ) : null}
      </fieldset>
      <BilingualField
        label="Note"
        name="note"
        english={{
          value: values.note,
          error: errors.note,
          hint: "Shown to patients, e.g. new patients until 12:00",
          onChange: change("note"),
        }}
        hindi={{
          value: values.noteHi,
          error: errors.noteHi,
          hint: "The Hindi pages show the English note where this is empty",
          onChange: change("noteHi"),
        }}
      />
    </FormDialog>
  );
}
