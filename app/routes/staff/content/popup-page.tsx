import { useEffect, useState } from "react";
import { hindiNameOf, popupInput, type Popup, type PopupText } from "../../../../contract/popup";
import { apiRequest } from "../../../staff/api-client";
import { fromLocalInput, toLocalInput } from "../../../staff/content/datetime";
import { controlClass } from "../../../staff/control-class";
import { ListError, ListLoading } from "../../../staff/list-states";
import { BilingualField } from "../../../staff/content/bilingual-field";
import { PreviewLink } from "../../../staff/content/preview-link";
import { PageHeader } from "../../../staff/page-header";
import { staffMeta } from "../../../staff/staff-meta";
import { useApiData } from "../../../staff/use-api-data";
import { buttonClass } from "../../../ui/button";
import { FormField } from "../../../ui/form-field";
import { Spinner } from "../../../ui/spinner";
import { useStaffForm } from "../../../staff/use-staff-form";

export const meta = () => staffMeta("Admission Pop-up");

interface Values {
  enabled: boolean;
  title: string;
  body: string;
  primaryLabel: string;
  primaryHref: string;
  secondaryLabel: string;
  secondaryHref: string;
  /** The texts in Hindi (issue 24; "" for none). */
  titleHi: string;
  bodyHi: string;
  primaryLabelHi: string;
  secondaryLabelHi: string;
  startAt: string;
  endAt: string;
}
type Field = keyof Values;

const HINDI_HINT = "Optional: shown on the Hindi site (empty: the English text there)";

const valuesOf = (popup: Popup): Values => ({
  ...popup,
  titleHi: popup.titleHi ?? "",
  bodyHi: popup.bodyHi ?? "",
  primaryLabelHi: popup.primaryLabelHi ?? "",
  secondaryLabelHi: popup.secondaryLabelHi ?? "",
  startAt: toLocalInput(popup.startAt),
  endAt: toLocalInput(popup.endAt),
});

/** The admission pop-up's one record: on/off, texts, the two buttons and optional dates. */
export default function PopupPage() {
  const loaded = useApiData("popup", () =>
    apiRequest<{ data: Popup }>("popup", { fallback: "Failed to load the pop-up" }),
  );
  const [values, setValues] = useState<Values | null>(null);
  const form = useStaffForm<Record<string, never>, Field>({});
  const { errors, busy, failure } = form;

  useEffect(() => {
    if (loaded.data) setValues(valuesOf(loaded.data.data));
  }, [loaded.data]);

  if (loaded.error) return <ListError what="the pop-up" message={loaded.error} onRetry={loaded.reload} />;
  if (!values) return <ListLoading text="Loading the pop-up..." />;

  const change = (field: Field) => (value: string) =>
    setValues((current) => (current ? { ...current, [field]: value } : current));
  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    change(field)(event.target.value);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const payload = {
      ...values,
      startAt: fromLocalInput(values.startAt),
      endAt: fromLocalInput(values.endAt),
    };
    if (!form.check(popupInput, payload)) return;
    const saved = await form.save(
      () =>
        apiRequest<{ data: Popup }>("popup", {
          method: "PATCH",
          json: payload,
          fallback: "Failed to save the pop-up",
        }),
      { success: "Pop-up saved", failure: "Failed to save the pop-up" },
    );
    if (saved) setValues(valuesOf(saved.data));
  };

  const text = (field: Field, label: string, hint?: string) => (
    <FormField label={label} required error={errors[field]} hint={hint}>
      {(control) => (
        <input
          {...control}
          name={field}
          value={values[field] as string}
          onChange={set(field)}
          className={controlClass}
        />
      )}
    </FormField>
  );
  /** A text and its Hindi, beside the English. */
  const bilingual = (field: PopupText, label: string, options: { rows?: number; hint?: string } = {}) => {
    const hindiField = hindiNameOf(field);
    return (
      <BilingualField
        label={label}
        name={field}
        required
        rows={options.rows}
        english={{ value: values[field], error: errors[field], hint: options.hint, onChange: change(field) }}
        hindi={{
          value: values[hindiField],
          error: errors[hindiField],
          hint: HINDI_HINT,
          onChange: change(hindiField),
        }}
      />
    );
  };

  return (
    <>
      <PageHeader
        title="Admission Pop-up"
        subtitle="Shown over the public site on a visitor's first page load while it is on and within its dates"
        actions={
          <PreviewLink href="/?preview=popup" label="Preview on the home page" name="the pop-up as saved" />
        }
      />
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-4 rounded-lg bg-white p-5 shadow-sm sm:grid-cols-2"
      >
        {failure ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2">
            {failure}
          </p>
        ) : null}
        <div className="flex items-center gap-2 sm:col-span-2">
          <input
            id="popup-enabled"
            type="checkbox"
            checked={values.enabled}
            onChange={(event) => setValues({ ...values, enabled: event.target.checked })}
            className="h-4 w-4"
          />
          <label htmlFor="popup-enabled" className="font-medium text-slate-900">
            Show the pop-up
          </label>
        </div>
        {bilingual("title", "Title")}
        {bilingual("body", "Body", { rows: 6, hint: "Plain text; a blank line starts a new paragraph." })}
        {bilingual("primaryLabel", "Primary button label")}
        {text("primaryHref", "Primary button target", "A site path (/…) or an https:// address")}
        <div />
        {bilingual("secondaryLabel", "Secondary button label")}
        {text("secondaryHref", "Secondary button target", "A site path (/…) or an https:// address")}
        <div />
        <FormField label="Show from" error={errors.startAt} hint="Optional">
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              name="startAt"
              value={values.startAt}
              onChange={set("startAt")}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label="Show until" error={errors.endAt} hint="Optional">
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              name="endAt"
              value={values.endAt}
              onChange={set("endAt")}
              className={controlClass}
            />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? <Spinner /> : null}
            Save pop-up
          </button>
        </div>
      </form>
    </>
  );
}
