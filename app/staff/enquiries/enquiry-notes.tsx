import { useState } from "react";
import { NOTE_EDIT_WINDOW_MINUTES, enquiryNoteInput, type EnquiryNote } from "../../../contract/enquiry";
import { buttonClass } from "../../ui/button";
import { FormField, inputClass } from "../../ui/form-field";
import { Spinner } from "../../ui/spinner";
import { FormFailure } from "../form-failure";
import { formatDateTime } from "../format";
import { useStaffForm } from "../use-staff-form";
import { deleteNote, editNote } from "./enquiries-api";

function NoteItem({
  enquiryId,
  note,
  onChanged,
}: {
  enquiryId: string;
  note: EnquiryNote;
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const form = useStaffForm<{ text: string }, "text">({ text: note.text });
  const { errors, busy, failure } = form;

  const correct = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = form.check(enquiryNoteInput);
    if (!input) return;
    await form.save(
      () => editNote(enquiryId, note.id, input.text),
      { success: "Note updated", failure: "The note could not be changed", toastFailure: false },
      () => {
        setEditing(false);
        onChanged();
      },
    );
  };
  const remove = () =>
    form.save(
      () => deleteNote(enquiryId, note.id),
      { success: "Note deleted", failure: "The note could not be deleted" },
      onChanged,
    );

  return (
    <li className="py-3">
      <p className="text-xs text-slate-600">
        {note.author?.name ?? "Unknown"} · {formatDateTime(note.createdAt)}
        {note.updatedAt !== note.createdAt ? " · edited" : ""}
      </p>
      {editing ? (
        <form className="mt-2 flex flex-col gap-2" onSubmit={correct} noValidate>
          <FormField label="Note text" error={errors.text}>
            {(control) => (
              <textarea
                {...control}
                {...form.bind("text")}
                rows={3}
                maxLength={2000}
                className={inputClass}
              />
            )}
          </FormField>
          <FormFailure message={errors.text ? "" : failure} />
          <div className="flex gap-2">
            <button type="submit" className={buttonClass.primary} disabled={busy}>
              Save note
            </button>
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => {
                form.reset({ text: note.text });
                setEditing(false);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <p className="mt-1 whitespace-pre-line text-sm text-slate-900">{note.text}</p>
      )}
      {note.editable && !editing ? (
        <div className="mt-1 flex gap-3 text-sm">
          <button type="button" className="text-brand-800 underline" onClick={() => setEditing(true)}>
            Edit
          </button>
          <button
            type="button"
            className="text-red-800 underline"
            disabled={busy}
            onClick={() => void remove()}
          >
            Delete
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** Dated staff notes: add one; your own can be corrected for ten minutes, then they stand. */
export function EnquiryNotes({
  enquiryId,
  notes,
  text,
  onTextChange: setText,
  onAdd,
  onChanged,
}: {
  enquiryId: string;
  notes: EnquiryNote[];
  /** The note being written: the screen keeps it, so a status change can save it too. */
  text: string;
  onTextChange: (text: string) => void;
  onAdd: (text: string) => Promise<unknown>;
  onChanged: () => void;
}) {
  const form = useStaffForm<Record<string, never>, "text">();
  const { errors, busy, failure } = form;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = form.check(enquiryNoteInput, { text });
    if (!input) return;
    await form.save(
      () => onAdd(input.text),
      { success: "Note added", failure: "Failed to add the note", toastFailure: false },
      () => {
        setText("");
        onChanged();
      },
    );
  };

  return (
    <>
      <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
        <FormField
          label="New note"
          error={errors.text}
          hint={`You can correct or delete your note for ${NOTE_EDIT_WINDOW_MINUTES} minutes; after that it stays as written.`}
        >
          {(control) => (
            <textarea
              {...control}
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={3}
              maxLength={2000}
              placeholder="Called, asked about PG fees; call back Monday"
              className={inputClass}
            />
          )}
        </FormField>
        <FormFailure message={errors.text ? "" : failure} />
        <div>
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? <Spinner /> : null}
            Add note
          </button>
        </div>
      </form>
      {notes.length ? (
        <ul className="mt-3 divide-y divide-slate-200" aria-label="Notes">
          {[...notes].reverse().map((note) => (
            <NoteItem
              key={`${note.id}-${note.updatedAt}`}
              enquiryId={enquiryId}
              note={note}
              onChanged={onChanged}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}
