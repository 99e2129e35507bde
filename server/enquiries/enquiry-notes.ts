import { and, eq, sql } from "drizzle-orm";
import { NOTE_EDIT_WINDOW_MINUTES, type EnquiryNote } from "../../contract/enquiry";
import type { Executor } from "../db/client";
import { conflict, forbidden, notFound } from "../errors";
import { isUuid } from "../lib/uuid";
import { enquiries, enquiryNotes } from "./enquiries.schema";
import { ENQUIRY_ENTITY } from "./enquiry-record";
import type { EnquiryActor, EnquiryStore } from "./enquiry-store";

/** Staff notes on an enquiry. */
export function createEnquiryNotes(store: EnquiryStore) {
  const { db, audit, lockRow, personName } = store;

  /** Adds a note inside the caller's transaction (the enquiry already locked). */
  async function insertNote(tx: Executor, actor: EnquiryActor, id: string, text: string) {
    const [row] = await tx
      .insert(enquiryNotes)
      .values({ enquiryId: id, authorId: actor.user?.id ?? null, text })
      .returning();
    await tx.update(enquiries).set({ updatedAt: new Date() }).where(eq(enquiries.id, id));
    await audit(tx, actor, {
      action: "enquiry.note.add",
      entity: ENQUIRY_ENTITY,
      entityId: id,
      details: { noteId: row!.id },
    });
    return row!;
  }

  return {
    insertNote,

    async addNote(actor: EnquiryActor, id: string, text: string): Promise<EnquiryNote> {
      const note = await db.transaction(async (tx) => {
        await lockRow(tx, id);
        return insertNote(tx, actor, id, text);
      });
      return {
        id: note.id,
        text: note.text,
        author: actor.user ? { id: actor.user.id, name: (await personName(db, actor.user.id)) ?? "" } : null,
        createdAt: note.createdAt.toISOString(),
        updatedAt: note.updatedAt.toISOString(),
        editable: actor.user !== null,
      };
    },

    /** The author may correct a note for ten minutes; after that it stands. */
    async editNote(actor: EnquiryActor, id: string, noteId: string, text: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        const [note] =
          isUuid(noteId) && isUuid(id)
            ? await tx
                .select({
                  note: enquiryNotes,
                  open: sql<boolean>`${enquiryNotes.createdAt} > now() - ${NOTE_EDIT_WINDOW_MINUTES} * interval '1 minute'`,
                })
                .from(enquiryNotes)
                .where(and(eq(enquiryNotes.id, noteId), eq(enquiryNotes.enquiryId, id)))
                .for("update")
            : [];
        if (!note) throw notFound("Note not found");
        if (!actor.user || note.note.authorId !== actor.user.id) {
          throw forbidden("Only the author can change a note");
        }
        if (!note.open) {
          throw conflict(
            `Notes can be changed only within ${NOTE_EDIT_WINDOW_MINUTES} minutes of writing them; add a new note instead`,
          );
        }
        if (text === null) {
          await tx.delete(enquiryNotes).where(eq(enquiryNotes.id, noteId));
        } else {
          await tx
            .update(enquiryNotes)
            .set({ text, updatedAt: new Date() })
            .where(eq(enquiryNotes.id, noteId));
        }
        await audit(tx, actor, {
          action: text === null ? "enquiry.note.delete" : "enquiry.note.edit",
          entity: ENQUIRY_ENTITY,
          entityId: id,
          details: { noteId },
        });
      });
    },
  };
}
