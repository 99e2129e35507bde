import { can } from "../../../contract/permissions";
import { useStaffUser } from "../staff-user";
import { useApiData, type InitialData } from "../use-api-data";
import { fetchMailStatus, type MailStatus } from "./enquiries-api";

/** A check that is never made (the banner is not for this role). */
const never = (): Promise<never> => new Promise(() => undefined);

/**
 * Without SMTP_URL the outbox fills but nothing leaves: say so where staff rely on e-mail, to those who can
 * act on it (mail:manage: the administrator, who has the server configured). Others are not told of a
 * setting they cannot change. `initial`: the state read by the screen's server loader (key `mail-status-true`).
 */
export function EmailNotConfigured({ initial }: { initial?: InitialData<MailStatus> | null }) {
  const mayAct = can(useStaffUser()?.role, "mail:manage");
  const status = useApiData(`mail-status-${mayAct}`, () => (mayAct ? fetchMailStatus() : never()), {
    initial,
  });
  if (!mayAct || !status.data || status.data.configured) return null;
  return (
    <p
      role="status"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <strong className="font-semibold">E-mail is not configured.</strong> Acknowledgements and alerts are
      kept in the outbox ({status.data.pending} waiting) and go out once the server has an SMTP address (
      <code>SMTP_URL</code>).
    </p>
  );
}
