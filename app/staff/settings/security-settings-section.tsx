import { useState } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../api-client";
import { useApiData } from "../use-api-data";
import { saveSecuritySettings, securitySettings } from "./two-factor-api";

/** Administrator only: require two-factor sign-in of every staff account. */
export function SecuritySettingsSection() {
  const settings = useApiData("security-settings", securitySettings);
  const [busy, setBusy] = useState(false);
  const required = settings.data?.data.requireTwoFactor ?? false;

  const toggle = async (next: boolean) => {
    setBusy(true);
    try {
      await saveSecuritySettings(next);
      toast.success(
        next ? "Two-factor sign-in is now required for all staff" : "Two-factor sign-in is optional",
      );
      settings.reload();
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "The setting could not be saved");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="security-title" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="security-title" className="text-lg font-semibold text-slate-900">
        Account security (all staff)
      </h2>
      <label className="mt-3 flex items-start gap-3 text-slate-800">
        <input
          type="checkbox"
          checked={required}
          disabled={busy || settings.loading}
          onChange={(event) => void toggle(event.target.checked)}
          className="mt-1 h-4 w-4 accent-brand-700"
        />
        <span>
          Require two-factor sign-in for all staff
          <span className="block text-sm text-slate-700">
            Staff without it are sent to set it up after signing in, and can do nothing else until they have.
          </span>
        </span>
      </label>
    </section>
  );
}
