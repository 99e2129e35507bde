import { useState } from "react";
import { useLoaderData } from "react-router";
import { ROLE_LABELS } from "../../../../contract/permissions";
import type { Account } from "../../../../contract/users";
import { ConfirmDialog } from "../../../staff/confirm-dialog";
import { controlClass } from "../../../staff/control-class";
import { Icon } from "../../../staff/icons";
import { FilterField } from "../../../staff/list-filters";
import { ListPager } from "../../../staff/list-pager";
import { ListSection } from "../../../staff/list-section";
import { PageHeader } from "../../../staff/page-header";
import { staffMeta } from "../../../staff/staff-meta";
import { useStaffUser } from "../../../staff/staff-user";
import { useListQuery } from "../../../staff/use-list-query";
import { AccountCard } from "../../../staff/users/account-card";
import { AccountDetailsDialog } from "../../../staff/users/account-details-dialog";
import { InviteDialog } from "../../../staff/users/invite-dialog";
import { RoleChangeDialog, type RoleChange } from "../../../staff/users/role-change-dialog";
import { SessionsDialog } from "../../../staff/users/sessions-dialog";
import { useAccountChanges } from "../../../staff/users/use-account-changes";
import { listUsers } from "../../../staff/users/users-api";
import { loadUsersScreen } from "../../../staff/users/users-loader.server";
import { buttonClass } from "../../../ui/button";
import type { Route } from "./+types/users-page";

export const meta = () => staffMeta("Users");

const USERS_QUERY: { page: number; limit: number; search?: string } = { page: 1, limit: 10 };

// The first page for the address comes in the HTML (ADR 028); searching and paging load in the screen.
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadUsersScreen(context, request, USERS_QUERY);

export const shouldRevalidate = () => false;

export default function UsersPage() {
  const me = useStaffUser();
  const { search, setSearch, list, setPage } = useListQuery({
    initialQuery: USERS_QUERY,
    initial: useLoaderData<typeof loader>().list,
    load: (query) => listUsers({ ...query, search: query.search ?? "" }),
    totalPagesOf: (answer) => answer.pagination?.totalPages,
  });
  const accounts = list.data?.data ?? [];
  const pagination = list.data?.pagination;

  const [inviteOpen, setInviteOpen] = useState(false);
  const [editing, setEditing] = useState<Account | null>(null);
  const [toggling, setToggling] = useState<Account | null>(null);
  /** A role chosen in a row's list, waiting for the administrator's confirmation. */
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);
  const [sessionsOf, setSessionsOf] = useState<Account | null>(null);
  const { busy, change, resend } = useAccountChanges(list.reload);

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
            <AccountCard
              key={account._id}
              account={account}
              isMe={account._id === me?._id}
              busy={busy}
              onRoleChosen={(role) => setRoleChange({ account, role })}
              onEdit={() => setEditing(account)}
              onSessions={() => setSessionsOf(account)}
              onResend={() => void resend(account)}
              onDeactivate={() => setToggling(account)}
              onReactivate={() => void change(account, { active: true }, `${account.name} is active again`)}
            />
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

      <RoleChangeDialog
        change={roleChange}
        busy={busy}
        onClose={() => setRoleChange(null)}
        onConfirm={async ({ account, role }) => {
          await change(account, { role }, `${account.name} is now ${ROLE_LABELS[role]}`);
          setRoleChange(null);
        }}
      />

      <ConfirmDialog
        open={toggling !== null}
        title={`Deactivate ${toggling?.name ?? ""}?`}
        confirmLabel="Deactivate"
        busy={busy}
        onClose={() => setToggling(null)}
        onConfirm={async () => {
          if (toggling) await change(toggling, { active: false }, `${toggling.name} is deactivated`);
          setToggling(null);
        }}
      >
        <p>
          They are signed out everywhere at once and can no longer sign in. You can reactivate the account
          later.
        </p>
      </ConfirmDialog>

      <SessionsDialog account={sessionsOf} onClose={() => setSessionsOf(null)} />
    </>
  );
}
