import { formatCollegeTime } from "../../contract/college-time";
import { aliasedTable, asc, eq, sql } from "drizzle-orm";
import {
  CALL_OUTCOME_LABELS,
  CLOSE_REASON_LABELS,
  ENQUIRY_SOURCE_LABELS,
  type EnquiryCall,
  type EnquirySource,
  ENQUIRY_STATUS_LABELS,
  NOTE_EDIT_WINDOW_MINUTES,
  type CloseReason,
  type EnquiryNote,
  type EnquiryStatus,
  type TimelineEntry,
} from "../../contract/enquiry";
import { formatWhatsappNumber } from "../../contract/whatsapp";
import type { OutboxEntry } from "../outbox/outbox.service";
import { users } from "../users/users.schema";
import { enquiryEvents, enquiryNotes, type EnquiryRow } from "./enquiries.schema";
import { ENQUIRY_ENTITY } from "./enquiry-record";
import type { EnquiryCalls } from "./enquiry-calls";
import type { EnquiryActor, EnquiryStore } from "./enquiry-store";

/** An enquiry's history in one list: its events, notes and e-mails, oldest first. */
export function createEnquiryTimeline(store: EnquiryStore, calls: Pick<EnquiryCalls, "listCalls">) {
  const { db, outbox } = store;

  return {
    async timeline(
      row: EnquiryRow,
      actor: EnquiryActor,
    ): Promise<{ timeline: TimelineEntry[]; notes: EnquiryNote[] }> {
      const actors = aliasedTable(users, "actor");
      const [events, noteRows, emails, callLog] = await Promise.all([
        db
          .select({ event: enquiryEvents, actorName: actors.name })
          .from(enquiryEvents)
          .leftJoin(actors, eq(actors.id, enquiryEvents.actorId))
          .where(eq(enquiryEvents.enquiryId, row.id))
          .orderBy(asc(enquiryEvents.createdAt), asc(enquiryEvents.id)),
        db
          .select({
            note: enquiryNotes,
            authorName: actors.name,
            editable: sql<boolean>`${enquiryNotes.createdAt} > now() - ${NOTE_EDIT_WINDOW_MINUTES} * interval '1 minute'`,
          })
          .from(enquiryNotes)
          .leftJoin(actors, eq(actors.id, enquiryNotes.authorId))
          .where(eq(enquiryNotes.enquiryId, row.id))
          .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id)),
        outbox.listFor(ENQUIRY_ENTITY, row.id),
        calls.listCalls(row.id),
      ]);
      const notes: EnquiryNote[] = noteRows.map(({ note, authorName, editable }) => ({
        id: note.id,
        text: note.text,
        author: note.authorId ? { id: note.authorId, name: authorName ?? "" } : null,
        createdAt: note.createdAt.toISOString(),
        updatedAt: note.updatedAt.toISOString(),
        editable: Boolean(editable) && note.authorId !== null && note.authorId === actor.user?.id,
      }));
      const entries: TimelineEntry[] = [
        ...events.map(({ event: item, actorName }) => ({
          id: item.id,
          kind: item.kind as TimelineEntry["kind"],
          at: item.createdAt.toISOString(),
          actor: item.actorId ? { id: item.actorId, name: actorName ?? "" } : null,
          summary: eventSummary(item.kind, item.details),
          details: item.details,
          ...(item.kind === "whatsapp" ? { whatsapp: item.details as TimelineEntry["whatsapp"] } : {}),
        })),
        ...notes.map((note) => ({
          id: note.id,
          kind: "note" as const,
          at: note.createdAt,
          actor: note.author,
          summary: note.text,
          note,
        })),
        ...callLog.map((call) => ({
          id: call.id,
          kind: "call" as const,
          at: call.at,
          actor: call.actor,
          summary: callSummary(call),
          call,
        })),
        ...emails.map((email) => ({
          id: email.id,
          kind: "email" as const,
          at: email.sentAt ?? email.createdAt,
          actor: null,
          summary: emailSummary(email),
          email,
        })),
      ];
      entries.sort((a, b) => a.at.localeCompare(b.at) || kindOrder(a.kind) - kindOrder(b.kind));
      return { timeline: entries, notes };
    },
  };
}

/** Entries at the same instant show in the order things happen. */
const KIND_ORDER: TimelineEntry["kind"][] = [
  "received",
  "duplicate",
  "assigned",
  "email",
  "status",
  "follow-up",
  "call",
  "whatsapp",
  "note",
  "unlinked",
  "merged",
  "updates",
  "withdrawn",
  "anonymised",
];
const kindOrder = (kind: TimelineEntry["kind"]) => KIND_ORDER.indexOf(kind);

const statusLabel = (status: unknown) =>
  ENQUIRY_STATUS_LABELS[status as EnquiryStatus] ?? String(status ?? "");

const formatInstant = (value: unknown) =>
  typeof value === "string" ? formatCollegeTime(value, "mediumDateTime") : "";

/** One line per event, as the timeline shows it. */
export function eventSummary(kind: string, details: Record<string, unknown>): string {
  switch (kind) {
    case "received": {
      const source = ENQUIRY_SOURCE_LABELS[details.source as EnquirySource];
      const by = source && details.source !== "web" ? `, ${source.toLowerCase()}` : "";
      return `Enquiry received (${String(details.reference ?? "")}${by})`;
    }
    case "assigned":
      if (!details.to) return "Unassigned";
      return `${details.automatic ? "Assigned automatically" : "Assigned"} to ${String(details.toName ?? "a staff user")}`;
    case "status": {
      const reason = details.closeReason
        ? ` (${CLOSE_REASON_LABELS[details.closeReason as CloseReason] ?? String(details.closeReason)})`
        : "";
      return `Status: ${statusLabel(details.from)} → ${statusLabel(details.to)}${reason}`;
    }
    case "follow-up":
      return details.to ? `Next follow-up set for ${formatInstant(details.to)}` : "Next follow-up cleared";
    case "duplicate":
      return `Linked as a possible duplicate of ${String(details.ofReference ?? "another enquiry")}`;
    case "unlinked":
      return `Unlinked from ${String(details.fromReference ?? "the other enquiry")}`;
    case "whatsapp":
      return `WhatsApp message “${String(details.templateName ?? "")}” to ${formatWhatsappNumber(String(details.to ?? ""))}`;
    case "merged": {
      const merged = (details.merged ?? {}) as { reference?: string; name?: string };
      return merged.name
        ? `Merged ${merged.reference ?? "an enquiry"} (${merged.name}) into this one`
        : `Merged ${merged.reference ?? "an enquiry"} into this one`;
    }
    case "updates":
      return details.consent
        ? "Asked for counselling-round updates by e-mail"
        : "Withdrew from counselling-round updates (unsubscribe link)";
    case "withdrawn":
      return "The applicant withdrew consent with the e-mail's link: name, contact details, message and notes erased";
    case "anonymised":
      return "Retention period over: name, contact details, message and notes erased";
    default:
      return kind;
  }
}

export function callSummary(call: EnquiryCall): string {
  const what = call.direction === "incoming" ? "Incoming call" : "Call";
  const note = call.note ? `: ${call.note}` : "";
  return `${what} – ${CALL_OUTCOME_LABELS[call.outcome]}${note}`;
}

const EMAIL_KIND_LABELS: Record<string, string> = {
  acknowledgement: "Acknowledgement e-mail to the applicant",
  "office-alert": "Alert e-mail to the admissions office",
  "counselling-update": "Counselling-round update e-mail",
};

export function emailSummary(email: OutboxEntry): string {
  const what = EMAIL_KIND_LABELS[email.kind ?? ""] ?? `E-mail "${email.subject}"`;
  switch (email.status) {
    case "sent":
      return `${what}: sent`;
    case "failed":
      return `${what}: failed${email.lastError ? ` (${email.lastError})` : ""}`;
    case "sending":
      return `${what}: sending`;
    default:
      return `${what}: queued${email.lastError ? ` (retrying; last answer: ${email.lastError})` : ""}`;
  }
}
