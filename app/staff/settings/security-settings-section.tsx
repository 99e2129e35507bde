import { useState } from "react";
import toast from "react-hot-toast";
import type { SecuritySettings } from "../../../contract/two-factor";
import { ApiError } from "../api-client";
import { ConfirmDialog } from "../confirm-dialog";
import { ListError, ListLoading } from "../list-states";
import { useApiData } from "../use-api-data";
import { saveSecuritySettings, securitySettings } from "./two-factor-api";

/** How many of the affected accounts the confirmation names before saying "and N more". */
const NAMED = 5;

function AffectedAccounts({ accounts }: { accounts: NonNullable<SecuritySettings["withoutTwoFactor"]> }) {
  if (accounts.length === 0) return <p>Every active account already has it on: nobody has to do anything.</p>;
  return (
    <>
      <p>
        {accounts.length === 1
          ? "1 active account has not set it up. At their next step in the back-office they can do nothing else until they have:"
          : `${accounts.length} active accounts have not set it up. At their next step in the back-office they can do nothing else until they have:`}
      </p>
      <ul aria-label="Accounts without two-factor sign-in" className="mt-2 list-disc pl-5">
        {accounts.slice(0, NAMED).map((account) => (
          <li key={account._id}>
            {account.name} ({account.email})
          </li>
        ))}
      </ul>
      {accounts.length > NAMED ? <p className="mt-1">and {accounts.length - NAMED} more.</p> : null}
    </>
  );
}

/** Administrator only: require two-factor sign-in of every staff account (after saying whom it stops). */
export function SecuritySettingsSection() {
  const settings = useApiData("security-settings", securitySettings);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const data = settings.data?.data;

  const save = async (next: boolean) => {
    setBusy(true);
    try {
      await saveSecuritySettings(next);
      toast.success(
        next
          ? "You now require two-factor sign-in of all staff"
          : "Two-factor sign-in is optional again: you no longer require it",
      );
      setConfirming(false);
      settings.reload();
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "The setting could not be saved");
    } finally {
      setBusy(false);
    }
  };

  // Turning the rule on stops people: it asks first; turning it off does not.
  const toggle = (next: boolean) => (next ? setConfirming(true) : void save(false));
  const mustEnrolFirst = data ? !data.requireTwoFactor && data.callerEnrolled === false : false;

  return (
    <section aria-labelledby="security-title" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="security-title" className="text-lg font-semibold text-slate-900">
        Account security (all staff)
      </h2>
      {settings.error ? (
        <div className="mt-3">
          <ListError what="the security settings" message={settings.error} onRetry={settings.reload} />
        </div>
      ) : !data ? (
        <ListLoading text="Loading the security settings..." />
      ) : (
        <>
          <label className="mt-3 flex items-start gap-3 text-slate-800">
            <input
              type="checkbox"
              checked={data.requireTwoFactor}
              disabled={busy || mustEnrolFirst}
              aria-describedby={mustEnrolFirst ? "security-enrol-first" : undefined}
              onChange={(event) => toggle(event.target.checked)}
              className="mt-1 h-4 w-4 accent-brand-700"
            />
            <span>
              Require two-factor sign-in for all staff
              <span className="block text-sm text-slate-700">
                {data.requireTwoFactor
                  ? "On: you require it. Staff without it are sent to set it up, and can do nothing else until they have."
                  : "Staff without it would be sent to set it up, and could do nothing else until they had."}
              </span>
            </span>
          </label>
          {mustEnrolFirst ? (
            <p id="security-enrol-first" className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              You must set up two-factor sign-in for yourself first (in &ldquo;Two-factor sign-in&rdquo;
              above): once it is required, you could do nothing else until you had.
            </p>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Require two-factor sign-in for all staff?"
        confirmLabel="Require it"
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() => void save(true)}
      >
        {data?.withoutTwoFactor ? <AffectedAccounts accounts={data.withoutTwoFactor} /> : null}
        <p className="mt-2">You can turn it off again here at any time.</p>
      </ConfirmDialog>
    </section>
  );
}
