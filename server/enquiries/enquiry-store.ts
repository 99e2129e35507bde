import { aliasedTable, eq } from "drizzle-orm";
import type { PipelineEnquiry, TimelineEntry } from "../../contract/enquiry";
import type { Actor } from "../actor";
import type { Db, Executor } from "../db/client";
import { notFound } from "../errors";
import { isUuid } from "../lib/uuid";
import { readDefaultCollegeFacts, type ReadCollegeFacts } from "../mail/college-facts";
import type { Services } from "../module";
import { users } from "../users/users.schema";
import { enquiries, enquiryEvents, type EnquiryRow } from "./enquiries.schema";
import { toPipelineDto } from "./enquiry-record";

/** Who acts: the signed-in staff user, or nobody (the public form, a job). */
export type EnquiryActor = Actor;

export interface EnquiriesOptions {
  /** The college's name and contacts for e-mails (point at the site-settings service when it has them). */
  collegeFacts?: ReadCollegeFacts;
  now?: () => Date;
}

export type EnquiryServices = Pick<Services, "audit" | "outbox" | "config" | "messageTemplates">;

const assignees = aliasedTable(users, "assignee");

/**
 * What every part of the enquiries domain shares: the database, the clock, the other domains'
 * services, and the reads and writes of one enquiry row that all of them make.
 */
export function createEnquiryStore(db: Db, services: EnquiryServices, options: EnquiriesOptions = {}) {
  const now = options.now ?? (() => new Date());
  const collegeFacts = options.collegeFacts ?? readDefaultCollegeFacts;
  // Other domains' services exist once every module is created: reach them inside functions.
  const outbox = {
    enqueue: (...args: Parameters<Services["outbox"]["enqueue"]>) => services.outbox.enqueue(...args),
    enqueueAcknowledgement: (...args: Parameters<Services["outbox"]["enqueueAcknowledgement"]>) =>
      services.outbox.enqueueAcknowledgement(...args),
    wake: () => services.outbox.wake(),
    listFor: (entity: string, entityId: string) => services.outbox.listFor(entity, entityId),
    reassign: (...args: Parameters<Services["outbox"]["reassign"]>) => services.outbox.reassign(...args),
    erase: (...args: Parameters<Services["outbox"]["erase"]>) => services.outbox.erase(...args),
    get configured() {
      return services.outbox.configured;
    },
  };
  const audit = (...args: Parameters<Services["audit"]["record"]>) => services.audit.record(...args);
  const config = () => services.config;
  const messageTemplate = (id: string) => services.messageTemplates.get(id);

  const selectWithAssignee = (executor: Executor = db) =>
    executor
      .select({ row: enquiries, assigneeId: assignees.id, assigneeName: assignees.name })
      .from(enquiries)
      .leftJoin(assignees, eq(assignees.id, enquiries.assigneeId));

  const pipelineOf = (result: { row: EnquiryRow; assigneeId: string | null; assigneeName: string | null }) =>
    toPipelineDto(result.row, { id: result.assigneeId, name: result.assigneeName });

  async function findRow(id: string, executor: Executor = db): Promise<EnquiryRow> {
    const [row] = isUuid(id) ? await executor.select().from(enquiries).where(eq(enquiries.id, id)) : [];
    if (!row) throw notFound("Enquiry not found");
    return row;
  }

  /** Locks the enquiry for the rest of the transaction (two staff changing it at once queue up). */
  async function lockRow(tx: Executor, id: string): Promise<EnquiryRow> {
    const [row] = isUuid(id)
      ? await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update")
      : [];
    if (!row) throw notFound("Enquiry not found");
    return row;
  }

  async function get(id: string): Promise<PipelineEnquiry> {
    const [result] = isUuid(id) ? await selectWithAssignee().where(eq(enquiries.id, id)) : [];
    if (!result) throw notFound("Enquiry not found");
    return pipelineOf(result);
  }

  /** One line on the enquiry's timeline. */
  async function event(
    tx: Executor,
    enquiryId: string,
    kind: TimelineEntry["kind"],
    actor: EnquiryActor,
    details: Record<string, unknown> = {},
  ) {
    await tx.insert(enquiryEvents).values({ enquiryId, kind, actorId: actor.user?.id ?? null, details });
  }

  async function staffUser(executor: Executor, id: string) {
    const [user] = await executor
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.id, id));
    return user;
  }

  const personName = async (executor: Executor, id: string | null) =>
    id ? ((await staffUser(executor, id))?.name ?? null) : null;

  return {
    db,
    now,
    collegeFacts,
    outbox,
    audit,
    config,
    messageTemplate,
    selectWithAssignee,
    pipelineOf,
    findRow,
    lockRow,
    get,
    event,
    staffUser,
    personName,
  };
}

export type EnquiryStore = ReturnType<typeof createEnquiryStore>;
