import { useState } from "react";
import {
  CALL_DIRECTIONS,
  CALL_OUTCOMES,
  CALL_OUTCOME_LABELS,
  enquiryCallInput,
  type CallDirection,
  type CallOutcome,
} from "../../../contract/enquiry";
import { FormField, inputClass } from "../../ui/form-field";
import { buttonClass } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { controlClass } from "../control-class";
import { logCall } from "./enquiries-api";
import { useStaffForm } from "../use-staff-form";

type Field = "direction" | "outcome" | "note" | "nextFollowUpAt";

/** "Log a call": which way, how it went, a note, and the next call agreed (it becomes the follow-up). */
export function CallLogForm({ enquiryId, onLogged }: { enquiryId: string; onLogged: () => void }) {
  const [direction, setDirection] = useState<CallDirection>("outgoing");
  const [outcome, setOutcome] = useState<CallOutcome>("connected");
  const [note, setNote] = useState("");
  const [next, setNext] = useState("");
  const form = useStaffForm<Record<string, never>, Field>({});
  const { errors, busy } = form;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const call = {
      direction,
      outcome,
      note,
      ...(next ? { nextFollowUpAt: new Date(next).toISOString() } : {}),
    };
    if (!form.check(enquiryCallInput, call)) return;
    const logged = await form.save(() => logCall(enquiryId, call), {
      success: "Call logged",
      failure: "Failed to log the call",
    });
    if (logged === null) return;
    setNote("");
    setNext("");
    onLogged();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Log a call">
      <FormField label="Direction" required error={errors.direction}>
        {(control) => (
          <select
            {...control}
            value={direction}
            onChange={(event) => setDirection(event.target.value as CallDirection)}
            className={controlClass}
          >
            {CALL_DIRECTIONS.map((value) => (
              <option key={value} value={value}>
                {value === "outgoing" ? "Outgoing (we called)" : "Incoming (they called)"}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Outcome" required error={errors.outcome}>
        {(control) => (
          <select
            {...control}
            value={outcome}
            onChange={(event) => setOutcome(event.target.value as CallOutcome)}
            className={controlClass}
          >
            {CALL_OUTCOMES.map((value) => (
              <option key={value} value={value}>
                {CALL_OUTCOME_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Call note" error={errors.note} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        label="Next call (follow-up)"
        error={errors.nextFollowUpAt}
        hint="Optional; replaces the enquiry's next follow-up."
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            value={next}
            onChange={(event) => setNext(event.target.value)}
            className={controlClass}
          />
        )}
      </FormField>
      <div className="flex items-end">
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          {busy ? <Spinner /> : null}
          Log call
        </button>
      </div>
    </form>
  );
}
