import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import {
  MAX_RETENTION_MONTHS,
  MIN_RETENTION_MONTHS,
  privacySettingsInput,
  retentionLabel,
  type PrivacySettings,
} from "../../../contract/privacy";
import { buttonClass } from "../../ui/button";
import { FormField, inputClass } from "../../ui/form-field";
import { Spinner } from "../../ui/spinner";
import { ApiError, apiRequest } from "../api-client";
import { formatDateTime } from "../format";
import { useApiData } from "../use-api-data";

const loadSettings = () =>
  apiRequest<{ data: PrivacySettings }>("privacy/settings", {
    fallback: "the server did not answer as expected",
  });

/** Administrator only: how long closed enquiries and handled messages keep their personal data (ADR 020). */
export function RetentionSettingsSection() {
  const settings = useApiData("privacy-settings", loadSettings);
  const [months, setMonths] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const current = settings.data?.data;

  useEffect(() => {
    if (current) setMonths(String(current.retentionMonths));
  }, [current]);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = privacySettingsInput.safeParse({
      retentionMonths: months.trim() === "" ? NaN : Number(months),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError("");
    setBusy(true);
    try {
      await apiRequest("privacy/settings", {
        method: "PUT",
        json: parsed.data,
        fallback: "The retention period could not be saved",
      });
      toast.success(`Retention period saved: ${retentionLabel(parsed.data.retentionMonths)}`);
      settings.reload();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "The retention period could not be saved");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="retention-title" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="retention-title" className="text-lg font-semibold text-slate-900">
        Personal data retention
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        A closed or admitted enquiry, or a handled contact message, that nobody has changed for this long is
        anonymised by a daily job: name, e-mail, phone, NEET score, message and notes are erased; course,
        source, status and dates stay, so the reports still add up. The public forms and the privacy notice
        quote this period.
      </p>
      <form onSubmit={save} noValidate className="mt-4 flex flex-wrap items-end gap-3">
        <FormField
          label="Retention period (months)"
          required
          error={error || undefined}
          hint={`${MIN_RETENTION_MONTHS} to ${MAX_RETENTION_MONTHS} months; 24 is two years`}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={MIN_RETENTION_MONTHS}
              max={MAX_RETENTION_MONTHS}
              name="retentionMonths"
              value={months}
              disabled={settings.loading}
              onChange={(event) => setMonths(event.target.value)}
              className={`${inputClass} w-40`}
            />
          )}
        </FormField>
        <button type="submit" className={buttonClass.primary} disabled={busy || settings.loading}>
          {busy ? <Spinner /> : null}
          Save retention period
        </button>
      </form>
      {settings.error ? <p className="mt-3 text-sm text-red-700">{settings.error}</p> : null}
      <p className="mt-3 text-sm text-slate-700" data-testid="retention-last-run">
        {current?.lastRun
          ? `Last run ${formatDateTime(current.lastRun.at)}: ${current.lastRun.enquiries} enquiries, ${current.lastRun.messages} messages and ${current.lastRun.appointments} appointment requests anonymised.`
          : "The job has not run yet."}
      </p>
    </section>
  );
}
