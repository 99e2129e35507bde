import toast from "react-hot-toast";
import { apiRequest } from "../../staff/api-client";
import { PASSWORD_MIN_LENGTH, PasswordForm } from "../../staff/password-form";
import { staffMeta } from "../../staff/staff-meta";
import { DEFAULT_EMAIL, DEFAULT_NAME, useStaffUser } from "../../staff/staff-user";
import { can } from "../../../contract/permissions";
import { RetentionSettingsSection } from "../../staff/settings/retention-settings-section";
import { SecuritySettingsSection } from "../../staff/settings/security-settings-section";
import { twoFactorStatus } from "../../staff/settings/two-factor-api";
import { TwoFactorSection } from "../../staff/settings/two-factor-section";
import { useApiData } from "../../staff/use-api-data";
import { ListError } from "../../staff/list-states";
import { SessionList } from "../../staff/users/session-list";

export const meta = () => staffMeta("Settings");

export default function Settings() {
  const user = useStaffUser();
  const twoFactor = useApiData("two-factor", twoFactorStatus);

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Settings</h1>
      <section className="rounded-lg bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">Your account</h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-semibold text-slate-600 uppercase">Name</dt>
            <dd className="text-slate-900">{user?.name || DEFAULT_NAME}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-slate-600 uppercase">Email</dt>
            <dd className="break-all text-slate-900">{user?.email || DEFAULT_EMAIL}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-slate-600 uppercase">Role</dt>
            <dd className="text-slate-900 capitalize">{user?.role ?? "staff"}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-slate-700">
          Name and e-mail are changed by the administrator. Other preferences are not offered yet.
        </p>
      </section>
      {twoFactor.error ? (
        <ListError what="your two-factor sign-in" message={twoFactor.error} onRetry={twoFactor.reload} />
      ) : null}
      {twoFactor.data ? (
        <TwoFactorSection
          status={twoFactor.data.data}
          // Enrolment was required: the whole back-office opens now.
          onChange={() =>
            twoFactor.data?.data.mustEnroll ? window.location.assign("/dashboard") : twoFactor.reload()
          }
        />
      ) : null}
      {/* While two-factor sign-in must be set up first, the server answers nothing else: nothing else is shown. */}
      {twoFactor.data && !twoFactor.data.data.mustEnroll ? (
        <>
          <section className="rounded-lg bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold text-slate-900">Change password</h2>
            <p className="mt-1 text-sm text-slate-700">
              Your other signed-in devices are signed out when you change it.
            </p>
            <div className="mt-4 sm:max-w-md">
              <PasswordForm
                labels={["New password", "Repeat the new password"]}
                field="newPassword"
                withCurrent
                hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
                submitLabel="Change password"
                busyLabel="Change password"
                layout="section"
                failureMessage="The password could not be changed"
                send={(input) =>
                  apiRequest("change-password", {
                    method: "POST",
                    json: { currentPassword: input.currentPassword, newPassword: input.newPassword },
                    fallback: "The password could not be changed",
                  })
                }
                onSaved={() => toast.success("Password changed successfully")}
              />
            </div>
          </section>
          <section aria-labelledby="sessions-title" className="rounded-lg bg-white p-6 shadow-sm">
            <h2 id="sessions-title" className="text-lg font-semibold text-slate-900">
              Where you are signed in
            </h2>
            <p className="mt-1 mb-3 text-sm text-slate-700">
              End a session you do not recognise, or one on a shared computer.
            </p>
            <SessionList userId={null} />
          </section>
          {can(user?.role, "settings:manage") ? (
            // Reloaded when the administrator's own second factor changes (it decides whether they may require it).
            <SecuritySettingsSection key={String(twoFactor.data.data.enabled)} />
          ) : null}
          {can(user?.role, "settings:manage") ? <RetentionSettingsSection /> : null}
        </>
      ) : null}
    </div>
  );
}
