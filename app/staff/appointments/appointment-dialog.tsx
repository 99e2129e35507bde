import { useEffect, useId, useState } from "react";
import {
  APPOINTMENT_STATUSES,
  NEXT_APPOINTMENT_STATUSES,
  type AppointmentRequest,
  type AppointmentStatus,
} from "../../../contract/appointments";
import { formatOpdTime } from "../../../contract/opd";
import { FORM_LANGUAGE_LABELS } from "../../../contract/public-form";
import { FormField, inputClass } from "../../ui/form-field";
import { FormDialog } from "../form-dialog";
import { formatDate, formatDateTime } from "../format";
import { updateAppointment } from "./appointments-api";
import { useStaffForm } from "../use-staff-form";

type Field = "status" | "outcome" | "confirmedDate" | "confirmedTime";

const STEP_LABELS: Record<AppointmentStatus, string> = {
  new: "",
  called: "Record a call",
  confirmed: "Confirm the appointment",
  cancelled: "Cancel the request",
};

/** A request's details and the next step of the desk's workflow: record a call, confirm, or cancel. */
export function AppointmentDialog({
  request,
  onClose,
  onSaved,
}: {
  request: AppointmentRequest | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const formId = useId();
  const steps = request ? NEXT_APPOINTMENT_STATUSES[request.status] : [];
  const [step, setStep] = useState<AppointmentStatus | "">("");
  const [outcome, setOutcome] = useState("");
  const [confirmedDate, setConfirmedDate] = useState("");
  const [confirmedTime, setConfirmedTime] = useState("");
  const { errors, busy, failure, reset, save } = useStaffForm<Record<string, never>, Field>({});

  useEffect(() => {
    reset();
    setStep(request ? (NEXT_APPOINTMENT_STATUSES[request.status][0] ?? "") : "");
    setOutcome("");
    setConfirmedDate(request?.preferredDate ?? "");
    setConfirmedTime("");
  }, [request, reset]);

  if (!request) return null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!step) return;
    void save(
      () =>
        updateAppointment(request._id, {
          status: step,
          outcome: outcome || undefined,
          ...(step === "confirmed" ? { confirmedDate, confirmedTime } : {}),
        }),
      {
        success: (saved) =>
          saved.status === "confirmed" && saved.confirmationEmailed
            ? "Appointment confirmed; the patient is e-mailed"
            : `Request ${APPOINTMENT_STATUSES[saved.status].toLowerCase()}`,
        failure: "Could not update the request",
      },
      onSaved,
    );
  };

  const fact = (label: string, value: React.ReactNode, wide = false) => (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-medium text-slate-600 uppercase">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Request ${request.reference}`}
      formId={formId}
      submitLabel={step ? STEP_LABELS[step] : "Save"}
      busy={busy || !step}
      failure={failure}
      onSubmit={submit}
    >
      <dl className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
        {fact("Patient", request.name)}
        {fact(
          "Phone",
          <a
            className="font-semibold text-brand-700 underline"
            href={`tel:${request.phone.replace(/[^+\d]/g, "")}`}
          >
            {request.phone}
          </a>,
        )}
        {fact("Department", request.department)}
        {fact("Doctor", request.doctor?.name ?? "Any")}
        {fact("Preferred day", formatDate(request.preferredDate))}
        {fact("Received", formatDateTime(request.createdAt))}
        {fact("E-mail", request.email ?? "None given (no confirmation e-mail)")}
        {fact("Language", FORM_LANGUAGE_LABELS[request.language])}
        {fact("Status", APPOINTMENT_STATUSES[request.status])}
        {request.note ? fact("Note", request.note, true) : null}
        {request.outcome ? fact("Last call", request.outcome, true) : null}
        {request.confirmedDate && request.confirmedTime
          ? fact(
              "Confirmed for",
              `${formatDate(request.confirmedDate)}, ${formatOpdTime(request.confirmedTime)}`,
            )
          : null}
      </dl>
      {steps.length === 0 ? (
        <p className="text-sm text-slate-700 sm:col-span-2">This request is closed.</p>
      ) : (
        <>
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">Next step</legend>
            <div className="flex flex-wrap gap-4">
              {steps.map((next) => (
                <label key={next} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="step"
                    value={next}
                    checked={step === next}
                    onChange={() => setStep(next)}
                  />
                  {STEP_LABELS[next]}
                </label>
              ))}
            </div>
          </fieldset>
          {step === "confirmed" ? (
            <>
              <FormField label="Date" required error={errors.confirmedDate}>
                {(ids) => (
                  <input
                    {...ids}
                    type="date"
                    value={confirmedDate}
                    onChange={(event) => setConfirmedDate(event.target.value)}
                    className={inputClass}
                  />
                )}
              </FormField>
              <FormField label="Time" required error={errors.confirmedTime}>
                {(ids) => (
                  <input
                    {...ids}
                    type="time"
                    value={confirmedTime}
                    onChange={(event) => setConfirmedTime(event.target.value)}
                    className={inputClass}
                  />
                )}
              </FormField>
            </>
          ) : null}
          <FormField
            className="sm:col-span-2"
            label={step === "cancelled" ? "Reason" : "Outcome of the call"}
            required={step === "called"}
            error={errors.outcome ?? errors.status}
            hint={step === "called" ? "e.g. No answer; will call again at 4 pm" : "Optional"}
          >
            {(ids) => (
              <textarea
                {...ids}
                rows={3}
                value={outcome}
                onChange={(event) => setOutcome(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
