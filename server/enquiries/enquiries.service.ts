import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  FOLLOW_UP_GRACE_MS,
  type CloseReason,
  type Enquiry,
  type EnquiryDetail,
  type EnquiryStatus,
  type PipelineEnquiry,
  type enquiryPatchInput,
  type enquiryUpdateInput,
} from "../../contract/enquiry";
import { systemActor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db } from "../db/client";
import { invalid } from "../errors";
import { pageWindow } from "../lib/pagination";
import { sampleEnquiries } from "./enquiries.samples";
import { enquiries } from "./enquiries.schema";
import { createEnquiryAssignment } from "./enquiry-assignment";
import { createEnquiryCalls } from "./enquiry-calls";
import { createEnquiryDuplicates } from "./enquiry-duplicates";
import { orderBy, whereFilters, type PipelineQuery } from "./enquiry-filters";
import { createEnquiryIntake } from "./enquiry-intake";
import { enquiryReference } from "./enquiry-mail";
import { createEnquiryNotes } from "./enquiry-notes";
import { AUDITED_FIELDS, ENQUIRY_ENTITY, neetScoreValue, toEnquiryDto } from "./enquiry-record";
import { createEnquiryReports } from "./enquiry-reports";
import { createEnquiryRetention } from "./enquiry-retention";
import {
  createEnquiryStore,
  type EnquiriesOptions,
  type EnquiryActor,
  type EnquiryServices,
} from "./enquiry-store";
import { createEnquiryTimeline } from "./enquiry-timeline";
import { createEnquiryWhatsapp } from "./enquiry-whatsapp";
import { createEnquiryUpdatesConsent } from "./enquiry-updates-consent";

/**
 * The enquiry pipeline: one enquiry's reads and changes here; arrival, assignment, duplicates,
 * notes, timeline and reports each in their own file beside this one.
 */
export function createEnquiriesService(db: Db, services: EnquiryServices, options: EnquiriesOptions = {}) {
  const store = createEnquiryStore(db, services, options);
  const { now, audit, event, findRow, lockRow, get, selectWithAssignee, pipelineOf, outbox } = store;
  const assignment = createEnquiryAssignment(store);
  const duplicates = createEnquiryDuplicates(store);
  const calls = createEnquiryCalls(store);
  const { insertNote, ...notes } = createEnquiryNotes(store);
  const { timeline } = createEnquiryTimeline(store, calls);
  const { nextRoundRobin: _nextRoundRobin, changeAssignee, ...assignmentApi } = assignment;
  const { duplicateRoot: _duplicateRoot, family, ...duplicatesApi } = duplicates;

  return {
    ...createEnquiryIntake(store, assignment, duplicates),
    ...assignmentApi,
    ...duplicatesApi,
    ...notes,
    ...createEnquiryReports(store),
    ...calls,
    ...createEnquiryWhatsapp(store),
    ...createEnquiryUpdatesConsent(store),
    ...createEnquiryRetention(store),

    async list(query: PipelineQuery, actor: EnquiryActor = systemActor) {
      const where = whereFilters(query, actor, now());
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(enquiries)
        .where(where);
      const window = pageWindow(query.page, query.limit, count);
      const rows = await selectWithAssignee()
        .where(where)
        .orderBy(...orderBy(query))
        .limit(window.limit)
        .offset(window.offset);
      return {
        data: rows.map(pipelineOf),
        pagination: {
          currentPage: window.page,
          totalPages: window.totalPages,
          limit: window.limit,
          totalEnquiries: window.total,
          hasNextPage: window.hasNext,
          hasPrevPage: window.hasPrev,
        },
      };
    },

    get,

    /** The enquiry with its timeline, notes and the other enquiries of the same family. */
    async detail(id: string, actor: EnquiryActor): Promise<EnquiryDetail> {
      const enquiry = await get(id);
      const row = await findRow(id);
      const { timeline: entries, notes } = await timeline(row, actor);
      return {
        ...enquiry,
        timeline: entries,
        notes,
        duplicates: await family(row),
        emailConfigured: outbox.configured,
      };
    },

    /** PUT: the applicant's own fields (the spec's edit). */
    async update(
      actor: EnquiryActor,
      id: string,
      input: z.output<typeof enquiryUpdateInput>,
    ): Promise<Enquiry> {
      return db.transaction(async (tx) => {
        const before = await lockRow(tx, id);
        const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        const [row] = await tx
          .update(enquiries)
          .set({
            ...changes,
            ...(input.neetScore !== undefined ? { neetScoreValue: neetScoreValue(input.neetScore) } : {}),
            updatedAt: new Date(),
          })
          .where(eq(enquiries.id, id))
          .returning();
        await audit(tx, actor, {
          action: "enquiry.update",
          entity: ENQUIRY_ENTITY,
          entityId: id,
          changes: diffChanges(before, row!, AUDITED_FIELDS),
        });
        return toEnquiryDto(row!);
      });
    },

    /** PATCH: the pipeline (status and close reason, assignee, next follow-up), each change on the timeline. */
    async patch(
      actor: EnquiryActor,
      id: string,
      input: z.output<typeof enquiryPatchInput>,
    ): Promise<PipelineEnquiry> {
      await db.transaction(async (tx) => {
        const row = await lockRow(tx, id);
        const set: Partial<typeof enquiries.$inferInsert> = {};
        const changes: Record<string, { from: unknown; to: unknown }> = {};

        const status = input.status ?? (row.status as EnquiryStatus);
        let closeReason =
          input.closeReason !== undefined ? input.closeReason : (row.closeReason as CloseReason | null);
        if (status !== "closed") {
          if (input.closeReason) {
            throw invalid("A close reason applies only to a closed enquiry", [
              { field: "closeReason", message: "Only a closed enquiry has a close reason" },
            ]);
          }
          closeReason = null;
        } else if (!closeReason) {
          throw invalid("Choose why the enquiry is closed", [
            { field: "closeReason", message: "Choose why the enquiry is closed" },
          ]);
        }
        if (status !== row.status || closeReason !== row.closeReason) {
          set.status = status;
          set.closeReason = closeReason;
          if (status !== "new" && !row.firstContactedAt) set.firstContactedAt = new Date();
          changes.status = { from: row.status, to: status };
          if (closeReason !== row.closeReason)
            changes.closeReason = { from: row.closeReason, to: closeReason };
          await event(tx, id, "status", actor, {
            from: row.status,
            to: status,
            ...(closeReason ? { closeReason } : {}),
          });
        }

        if (input.assigneeId !== undefined && input.assigneeId !== row.assigneeId) {
          await changeAssignee(tx, actor, row, input.assigneeId);
          set.assigneeId = input.assigneeId;
          changes.assigneeId = { from: row.assigneeId, to: input.assigneeId };
        }

        if (status === "follow-up" && status !== row.status) {
          const due = input.nextFollowUpAt !== undefined ? input.nextFollowUpAt : row.nextFollowUpAt;
          if (!due || new Date(due).getTime() < now().getTime() - FOLLOW_UP_GRACE_MS) {
            throw invalid("Set the date of the next follow-up", [
              { field: "nextFollowUpAt", message: "A follow-up needs a date that is not in the past" },
            ]);
          }
        }

        if (input.nextFollowUpAt !== undefined) {
          const next = input.nextFollowUpAt === null ? null : new Date(input.nextFollowUpAt);
          if ((next?.getTime() ?? null) !== (row.nextFollowUpAt?.getTime() ?? null)) {
            set.nextFollowUpAt = next;
            changes.nextFollowUpAt = {
              from: row.nextFollowUpAt?.toISOString() ?? null,
              to: next?.toISOString() ?? null,
            };
            await event(tx, id, "follow-up", actor, changes.nextFollowUpAt);
          }
        }

        // A note typed with the change belongs to it: saved in the same transaction, or not at all.
        if (input.note) await insertNote(tx, actor, id, input.note);
        if (Object.keys(set).length === 0) return;
        await tx
          .update(enquiries)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(enquiries.id, id));
        await audit(tx, actor, { action: "enquiry.update", entity: ENQUIRY_ENTITY, entityId: id, changes });
      });
      return get(id);
    },

    async remove(actor: EnquiryActor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockRow(tx, id);
        await tx.delete(enquiries).where(eq(enquiries.id, id));
        await audit(tx, actor, {
          action: "enquiry.delete",
          entity: ENQUIRY_ENTITY,
          entityId: id,
          changes: diffChanges(row, null, AUDITED_FIELDS),
          details: { reference: enquiryReference(row.referenceNo) },
        });
      });
    },

    /** SAMPLE_DATA: a fresh installation's admission enquiries, when there are none. */
    async seedSamples(): Promise<void> {
      const [any] = await db.select({ id: enquiries.id }).from(enquiries).limit(1);
      if (any) return;
      await db.insert(enquiries).values(sampleEnquiries(36));
    },
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
