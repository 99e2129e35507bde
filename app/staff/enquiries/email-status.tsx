import { useApiData } from "../use-api-data";
import { fetchMailStatus } from "./enquiries-api";

/** Without SMTP_URL the outbox fills but nothing leaves: say so where staff rely on e-mail. */
export function EmailNotConfigured() {
  const status = useApiData("mail-status", fetchMailStatus);
  if (!status.data || status.data.configured) return null;
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
