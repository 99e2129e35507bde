import { StatusBadge, type Badge } from "../../../staff/status-badge";
import { useState } from "react";
import toast from "react-hot-toast";
import { ROLE_LABELS, ROLES, type Role } from "../../../../contract/permissions";
import type { Account } from "../../../../contract/users";
import { ApiError } from "../../../staff/api-client";
import { ConfirmDialog } from "../../../staff/confirm-dialog";
import { controlClass } from "../../../staff/control-class";
import { formatDate } from "../../../staff/format";
import { Icon } from "../../../staff/icons";
import { FilterField } from "../../../staff/list-filters";
import { ListPager } from "../../../staff/list-pager";
import { ListSection } from "../../../staff/list-section";
import { PageHeader } from "../../../staff/page-header";
import { staffMeta } from "../../../staff/staff-meta";
import { useStaffUser } from "../../../staff/staff-user";
import { useListQuery } from "../../../staff/use-list-query";
import { AccountDetailsDialog } from "../../../staff/users/account-details-dialog";
import { InviteDialog } from "../../../staff/users/invite-dialog";
import { SessionList } from "../../../staff/users/session-list";
import { listUsers, reinviteUser, updateUser } from "../../../staff/users/users-api";
import { buttonClass } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";

export const meta = () => staffMeta("Users");

const accountBadge = (account: Account): Badge =>
  !account.active
    ? { label: "Deactivated", tone: "grey" }
    : account.invitationPending
      ? { label: "Invited", tone: "amber" }
      : { label: "Active", tone: "green" };

const USERS_QUERY: { page: number; limit: number; search?: string } = { page: 1, limit: 10 };

export default function UsersPage() {
  const me = useStaffUser();
  const { search, setSearch, list, setPage } = useListQuery({
    initialQuery: USERS_QUERY,
    load: (query) => listUsers({ ...query, search: query.search ?? "" }),
    totalPagesOf: (answer) => answer.pagination?.totalPages,
  });
  const accounts = list.data?.data ?? [];
  const pagination = list.data?.pagination;

  const [inviteOpen, setInviteOpen] = useState(false);
  const [editing, setEditing] = useState<Account | null>(null);
  const [toggling, setToggling] = useState<Account | null>(null);
  /** A role chosen in a row's list, waiting for the administrator's confirmation. */
  const [roleChange, setRoleChange] = useState<{ account: Account; role: Role } | null>(null);
  const [busy, setBusy] = useState(false);
  const [sessionsOf, setSessionsOf] = useState<Account | null>(null);

  const change = async (account: Account, input: { role?: Role; active?: boolean }, success: string) => {
    setBusy(true);
    try {
      await updateUser(account._id, input);
      toast.success(success);
      list.reload();
      return true;
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "The account could not be updated");
      list.reload();
      return false;
    } finally {
      setBusy(false);
    }
  };

  const resend = async (account: Account) => {
    try {
      await reinviteUser(account._id);
      toast.success(`A new invitation was sent to ${account.email}`);
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "The invitation could not be sent");
    }
  };

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Staff accounts, their roles and their sessions"
        actions={
          <button type="button" className={buttonClass.primary} onClick={() => setInviteOpen(true)}>
            <Icon name="plus" />
            Invite user
          </button>
        }
      />
      <div className="mb-6 rounded-lg bg-white p-4 shadow-sm">
        <FilterField id="user-search" label="Search by name or e-mail" className="sm:max-w-md">
          <input
            id="user-search"
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
            className={controlClass}
          />
        </FilterField>
      </div>

      <ListSection
        label="Accounts"
        list={list}
        what="accounts"
        loadingText="Loading accounts..."
        showLoading={list.loading && !list.data}
        empty={accounts.length === 0 ? { title: "No users found", text: "Try another search." } : null}
        pager={
          pagination ? (
            <ListPager
              label="Account pages"
              summary={`Showing ${accounts.length} of ${pagination.totalUsers} accounts (Page ${pagination.currentPage} of ${pagination.totalPages})`}
              currentPage={pagination.currentPage}
              totalPages={pagination.totalPages}
              onPageChange={setPage}
              disabled={list.loading}
            />
          ) : null
        }
      >
        {/* Not dimmed while loading (dimmed text fails contrast): the region's aria-busy says it instead. */}
        <ul aria-label="Staff accounts" className="grid gap-3">
          {accounts.map((account) => (
            <li
              key={account._id}
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
                  {account._id === me?._id ? (
                    <span className="text-xs font-normal text-slate-600">(you)</span>
                  ) : null}
                </p>
                <p className="text-sm break-all text-slate-700">{account.email}</p>
                <p className="text-xs text-slate-600">Added {formatDate(account.createdAt)}</p>
              </div>
              <div className="flex flex-wrap items-end gap-2">
                <div>
                  <label
                    htmlFor={`role-${account._id}`}
                    className="mb-1 block text-xs font-medium text-slate-700"
                  >
                    Role<span className="sr-only"> of {account.name}</span>
                  </label>
                  <select
                    id={`role-${account._id}`}
                    value={account.role}
                    disabled={busy || !account.active}
                    // Nothing changes until confirmed: a slip on the list makes nobody an administrator.
                    onChange={(event) => setRoleChange({ account, role: event.target.value as Role })}
                    className={controlClass}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="button" className={buttonClass.secondary} onClick={() => setEditing(account)}>
                  Edit details<span className="sr-only"> of {account.name}</span>
                </button>
                <button
                  type="button"
                  className={buttonClass.secondary}
                  onClick={() => setSessionsOf(account)}
                >
                  Sessions<span className="sr-only"> of {account.name}</span>
                </button>
                {account.invitationPending && account.active ? (
                  <button
                    type="button"
                    className={buttonClass.secondary}
                    onClick={() => void resend(account)}
                  >
                    Resend invitation<span className="sr-only"> to {account.name}</span>
                  </button>
                ) : null}
                {/* Nobody deactivates their own account (the server refuses it too). */}
                {account._id === me?._id ? null : account.active ? (
                  <button type="button" className={buttonClass.danger} onClick={() => setToggling(account)}>
                    Deactivate<span className="sr-only"> {account.name}</span>
                  </button>
                ) : (
                  <button
                    type="button"
                    className={buttonClass.primary}
                    disabled={busy}
                    onClick={() => void change(account, { active: true }, `${account.name} is active again`)}
                  >
                    Reactivate<span className="sr-only"> {account.name}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </ListSection>

      {inviteOpen ? (
        <InviteDialog
          onClose={() => setInviteOpen(false)}
          onSaved={() => {
            setInviteOpen(false);
            list.reload();
          }}
        />
      ) : null}

      {editing ? (
        <AccountDetailsDialog
          account={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      ) : null}

      <ConfirmDialog
        open={roleChange !== null}
        title={
          roleChange ? `Make ${roleChange.account.name} ${ROLE_LABELS[roleChange.role]}?` : "Change the role?"
        }
        confirmLabel={roleChange ? `Make ${ROLE_LABELS[roleChange.role]}` : "Change the role"}
        busy={busy}
        onClose={() => setRoleChange(null)}
        onConfirm={async () => {
          if (!roleChange) return;
          const { account, role } = roleChange;
          await change(account, { role }, `${account.name} is now ${ROLE_LABELS[role]}`);
          setRoleChange(null);
        }}
      >
        {roleChange ? (
          <>
            <p>
              {roleChange.account.name} ({roleChange.account.email}) is now{" "}
              {ROLE_LABELS[roleChange.account.role as Role] ?? roleChange.account.role}. From their next step
              in the back-office they see and do only what the role {ROLE_LABELS[roleChange.role]} allows.
            </p>
            {roleChange.role === "admin" ? (
              <p className="mt-2 font-semibold">
                An administrator manages every account, the settings and the audit trail.
              </p>
            ) : null}
          </>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={toggling !== null}
        title={`Deactivate ${toggling?.name ?? ""}?`}
        confirmLabel="Deactivate"
        busy={busy}
        onClose={() => setToggling(null)}
        onConfirm={async () => {
          if (toggling && (await change(toggling, { active: false }, `${toggling.name} is deactivated`)))
            setToggling(null);
          else setToggling(null);
        }}
      >
        <p>
          They are signed out everywhere at once and can no longer sign in. You can reactivate the account
          later.
        </p>
      </ConfirmDialog>

      <Dialog
        open={sessionsOf !== null}
        onClose={() => setSessionsOf(null)}
        title={`Sessions of ${sessionsOf?.name ?? ""}`}
        size="lg"
        footer={
          <button type="button" className={buttonClass.secondary} onClick={() => setSessionsOf(null)}>
            Close
          </button>
        }
      >
        {sessionsOf ? <SessionList userId={sessionsOf._id} /> : null}
      </Dialog>
    </>
  );
}
