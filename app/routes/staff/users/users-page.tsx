import { useCallback, useState } from "react";
import toast from "react-hot-toast";
import { ROLE_LABELS, ROLES, type Role } from "../../../../contract/permissions";
import type { Account } from "../../../../contract/users";
import { ApiError } from "../../../staff/api-client";
import { ConfirmDialog } from "../../../staff/confirm-dialog";
import { controlClass } from "../../../staff/control-class";
import { formatDate } from "../../../staff/format";
import { FormDialog, useFormSave } from "../../../staff/form-dialog";
import { Icon } from "../../../staff/icons";
import { FilterField } from "../../../staff/list-filters";
import { ListPager } from "../../../staff/list-pager";
import { ListSection } from "../../../staff/list-section";
import { PageHeader } from "../../../staff/page-header";
import { staffMeta } from "../../../staff/staff-meta";
import { useStaffUser } from "../../../staff/staff-user";
import { useApiData, useClampedPage, useDebouncedValue } from "../../../staff/use-api-data";
import { SessionList } from "../../../staff/users/session-list";
import { inviteUser, listUsers, reinviteUser, updateUser } from "../../../staff/users/users-api";
import { buttonClass } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { FormField } from "../../../ui/form-field";

export const meta = () => staffMeta("Users");

type InviteField = "name" | "email" | "role";
const emptyInvite = { name: "", email: "", role: "admissions" as Role };

function StatusBadge({ account }: { account: Account }) {
  const [label, tone] = !account.active
    ? ["Deactivated", "bg-slate-200 text-slate-800"]
    : account.invitationPending
      ? ["Invited", "bg-amber-100 text-amber-900"]
      : ["Active", "bg-green-100 text-green-800"];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>;
}

export default function UsersPage() {
  const me = useStaffUser();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim(), 400);
  const query = { page, limit: 10, search: debounced };
  const list = useApiData(JSON.stringify(query), () => listUsers(query));
  const accounts = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  const stablePage = useCallback((next: number) => setPage(next), []);
  useClampedPage(page, pagination?.totalPages, stablePage);

  const [inviteOpen, setInviteOpen] = useState(false);
  const [invite, setInvite] = useState(emptyInvite);
  const form = useFormSave<InviteField>();
  const [toggling, setToggling] = useState<Account | null>(null);
  const [busy, setBusy] = useState(false);
  const [sessionsOf, setSessionsOf] = useState<Account | null>(null);

  const openInvite = () => {
    setInvite(emptyInvite);
    form.reset();
    setInviteOpen(true);
  };

  const submitInvite = (event: React.FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<InviteField, string>> = {};
    if (!invite.name.trim()) missing.name = "Name is required";
    if (!invite.email.trim()) missing.email = "Email is required";
    if (Object.keys(missing).length) return form.setErrors(missing);
    void form.save(
      () => inviteUser(invite),
      {
        success: (answer) =>
          answer.invitationSent ? `Invitation sent to ${invite.email.trim()}` : answer.message,
        failure: "The invitation could not be sent",
      },
      () => {
        setInviteOpen(false);
        list.reload();
      },
    );
  };

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
          <button type="button" className={buttonClass.primary} onClick={openInvite}>
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
              setPage(1);
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
                  <StatusBadge account={account} />
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
                    onChange={(event) =>
                      void change(
                        account,
                        { role: event.target.value as Role },
                        `${account.name} is now ${ROLE_LABELS[event.target.value as Role]}`,
                      )
                    }
                    className={controlClass}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                </div>
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
                {account.active ? (
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

      <FormDialog
        open={inviteOpen}
        onClose={() => setInviteOpen(false)}
        title="Invite a user"
        formId="invite-user-form"
        submitLabel="Send invitation"
        busy={form.busy}
        failure={form.failure}
        onSubmit={submitInvite}
      >
        <FormField label="Full Name" required error={form.errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="off"
              value={invite.name}
              onChange={(event) => setInvite({ ...invite, name: event.target.value })}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label="Email" required error={form.errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="off"
              value={invite.email}
              onChange={(event) => setInvite({ ...invite, email: event.target.value })}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label="Role" required error={form.errors.role} className="sm:col-span-2">
          {(control) => (
            <select
              {...control}
              name="role"
              value={invite.role}
              onChange={(event) => setInvite({ ...invite, role: event.target.value as Role })}
              className={controlClass}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <p className="text-sm text-slate-700 sm:col-span-2">
          They receive an e-mail with a link to choose their password. The link works once, for 72 hours.
        </p>
      </FormDialog>

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
