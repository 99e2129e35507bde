import { StatusBadge } from "../../staff/status-badge";
import { useState } from "react";
import toast from "react-hot-toast";
import { useLoaderData } from "react-router";
import { CONTACT_CATEGORIES, MESSAGE_STATUSES, type ContactMessage } from "../../../contract/contact";
import { ApiError } from "../../staff/api-client";
import { ConfirmDialog } from "../../staff/confirm-dialog";
import { formatDateTime } from "../../staff/format";
import { FilterField, PageSizeSelect } from "../../staff/list-filters";
import { ListSection } from "../../staff/list-section";
import { ListPager } from "../../staff/list-pager";
import { CategoryBadge, messageBadge } from "../../staff/messages/message-badges";
import { MessageDialog } from "../../staff/messages/message-dialog";
import {
  deleteMessage,
  listMessages,
  setMessageStatus,
  type MessagesQuery,
} from "../../staff/messages/messages-api";
import { loadMessagesScreen } from "../../staff/messages/messages-loader.server";
import { PageHeader } from "../../staff/page-header";
import { staffMeta } from "../../staff/staff-meta";
import { useCan } from "../../staff/staff-user";
import { useListQuery } from "../../staff/use-list-query";
import { inputClass } from "../../ui/form-field";
import { controlClass } from "../../staff/control-class";
import type { Route } from "./+types/contact-messages";

export const meta = () => staffMeta("Contact Messages");

const MESSAGES_QUERY: MessagesQuery = { page: 1, limit: 10, category: "", status: "" };

// The first page for the address comes in the HTML (ADR 028); filters and paging load in the screen.
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadMessagesScreen(context, request, MESSAGES_QUERY);

export const shouldRevalidate = () => false;

export default function ContactMessages() {
  const {
    query,
    change: setFilter,
    list,
    setPage,
  } = useListQuery({
    initialQuery: MESSAGES_QUERY,
    initial: useLoaderData<typeof loader>().list,
    load: listMessages,
    totalPagesOf: (answer) => answer.pagination.totalPages,
  });
  // The faculty-records clerk reads careers messages but does not change or delete them.
  const mayWrite = useCan()("messages:write");
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const messages = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  const goTo = (page: number) => {
    if (!pagination || page < 1 || page > pagination.totalPages) return;
    setPage(page);
  };

  const openMessage = async (message: ContactMessage) => {
    setOpen(message);
    if (!mayWrite || message.status !== "new") return;
    // Opening a new message marks it read.
    try {
      const body = await setMessageStatus(message._id, "read");
      setOpen((current) => (current?._id === message._id ? body.data : current));
      list.reload();
    } catch {
      // The message stays "new"; staff can still read and handle it.
    }
  };

  const markHandled = async (message: ContactMessage) => {
    setBusy(true);
    try {
      const body = await setMessageStatus(message._id, "handled");
      toast.success("Message marked as handled");
      setOpen(body.data);
      list.reload();
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "The message could not be updated");
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteMessage(deleting._id);
      toast.success("Message deleted successfully");
      setDeleting(null);
      setOpen(null);
      list.reload();
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "The message could not be deleted");
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title="Contact Messages" subtitle="Manage and respond to contact form submissions" />
      <div className="mb-6 grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-3">
        <FilterField id="message-category" label="Category">
          <select
            id="message-category"
            value={query.category}
            onChange={(event) => setFilter({ category: event.target.value })}
            className={controlClass}
          >
            <option value="">All Categories</option>
            {Object.entries(CONTACT_CATEGORIES).map(([slug, label]) => (
              <option key={slug} value={slug}>
                {label}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="message-status" label="Status">
          <select
            id="message-status"
            value={query.status}
            onChange={(event) => setFilter({ status: event.target.value })}
            className={`${inputClass} capitalize`}
          >
            <option value="">All statuses</option>
            {MESSAGE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </FilterField>
        <PageSizeSelect
          id="message-limit"
          label="Items per page"
          value={query.limit}
          onChange={(limit) => setFilter({ limit })}
        />
      </div>

      <ListSection
        label="Messages"
        list={list}
        what="contact messages"
        loadingText="Loading contact messages..."
        showLoading={list.loading && (!list.data || messages.length === 0)}
        empty={
          messages.length === 0
            ? {
                title: "No messages found",
                text: "There are no contact messages matching your current filters.",
              }
            : null
        }
        pager={
          pagination ? (
            <ListPager
              label="Message pages"
              summary={`Showing ${messages.length} of ${pagination.totalCount} results (Page ${pagination.currentPage} of ${pagination.totalPages})`}
              currentPage={pagination.currentPage}
              totalPages={pagination.totalPages}
              onPageChange={goTo}
              disabled={list.loading}
            />
          ) : null
        }
      >
        <ul aria-label="Contact messages" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {messages.map((message) => (
            <li
              key={message._id}
              className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="font-semibold break-words text-slate-900">{message.name}</h2>
                  <p className="text-xs text-slate-600">{formatDateTime(message.createdAt)}</p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <CategoryBadge category={message.category} />
                  <StatusBadge {...messageBadge(message.status)} />
                </div>
              </div>
              <p className="mt-3 text-sm break-all text-slate-800">{message.email}</p>
              <p className="text-sm text-slate-800">{message.phone}</p>
              <p className="mt-3 font-medium break-words text-slate-900">{message.subject}</p>
              <p className="mt-1 line-clamp-3 text-sm break-words text-slate-700">{message.message}</p>
              <div className="mt-auto pt-3">
                <button
                  type="button"
                  onClick={() => openMessage(message)}
                  className="text-sm font-semibold text-brand-700 underline hover:text-brand-800"
                >
                  Open message<span className="sr-only"> from {message.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      </ListSection>

      <MessageDialog
        message={deleting ? null : open}
        busy={busy}
        onClose={() => setOpen(null)}
        onHandled={mayWrite ? markHandled : undefined}
        onDelete={mayWrite ? setDeleting : undefined}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this message?"
        confirmLabel="Delete"
        busy={busy}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>
          The message from {deleting?.name} ({deleting?.subject}) will be deleted. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
