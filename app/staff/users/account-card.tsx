import { ROLE_LABELS, ROLES, type Role } from "../../../contract/permissions";
import type { Account } from "../../../contract/users";
import { buttonClass } from "../../ui/button";
import { controlClass } from "../control-class";
import { formatDate } from "../format";
import { StatusBadge, type Badge } from "../status-badge";

const accountBadge = (account: Account): Badge =>
  !account.active
    ? { label: "Deactivated", tone: "grey" }
    : account.invitationPending
      ? { label: "Invited", tone: "amber" }
      : { label: "Active", tone: "green" };

/** One staff account in the users list: who, its state, its role list and what the administrator can do. */
export function AccountCard({
  account,
  isMe,
  busy,
  onRoleChosen,
  onEdit,
  onSessions,
  onResend,
  onDeactivate,
  onReactivate,
}: {
  account: Account;
  /** The signed-in administrator's own account: no Deactivate. */
  isMe: boolean;
  busy: boolean;
  onRoleChosen: (role: Role) => void;
  onEdit: () => void;
  onSessions: () => void;
  onResend: () => void;
  onDeactivate: () => void;
  onReactivate: () => void;
}) {
  return (
    <li
      aria-label={account.name}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:items-center"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span className="break-words">{account.name}</span>
          <StatusBadge {...accountBadge(account)} />
          {account.twoFactorEnabled ? (
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
              2FA on
            </span>
          ) : null}
          {isMe ? <span className="text-xs font-normal text-slate-600">(you)</span> : null}
        </p>
        <p className="text-sm break-all text-slate-700">{account.email}</p>
        <p className="text-xs text-slate-600">Added {formatDate(account.createdAt)}</p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`role-${account._id}`} className="mb-1 block text-xs font-medium text-slate-700">
            Role<span className="sr-only"> of {account.name}</span>
          </label>
          <select
            id={`role-${account._id}`}
            value={account.role}
            disabled={busy || !account.active}
            // Nothing changes until confirmed: a slip on the list makes nobody an administrator.
            onChange={(event) => onRoleChosen(event.target.value as Role)}
            className={controlClass}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={buttonClass.secondary} onClick={onEdit}>
          Edit details<span className="sr-only"> of {account.name}</span>
        </button>
        <button type="button" className={buttonClass.secondary} onClick={onSessions}>
          Sessions<span className="sr-only"> of {account.name}</span>
        </button>
        {account.invitationPending && account.active ? (
          <button type="button" className={buttonClass.secondary} onClick={onResend}>
            Resend invitation<span className="sr-only"> to {account.name}</span>
          </button>
        ) : null}
        {/* Nobody deactivates their own account (the server refuses it too). */}
        {isMe ? null : account.active ? (
          <button type="button" className={buttonClass.danger} onClick={onDeactivate}>
            Deactivate<span className="sr-only"> {account.name}</span>
          </button>
        ) : (
          <button type="button" className={buttonClass.primary} disabled={busy} onClick={onReactivate}>
            Reactivate<span className="sr-only"> {account.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}
