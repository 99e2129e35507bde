import { useState } from "react";
import toast from "react-hot-toast";
import { NOTE_EDIT_WINDOW_MINUTES, type EnquiryNote } from "../../../contract/enquiry";
import { buttonClass } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { ApiError } from "../api-client";
import { controlClass } from "../control-class";
import { formatDateTime } from "../format";
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
  const [text, setText] = useState(note.text);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      setEditing(false);
      onChanged();
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "The note could not be changed");
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="py-3">
      <p className="text-xs text-slate-600">
        {note.author?.name ?? "Unknown"} · {formatDateTime(note.createdAt)}
        {note.updatedAt !== note.createdAt ? " · edited" : ""}
      </p>
      {editing ? (
        <form
          className="mt-2 flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => editNote(enquiryId, note.id, text), "Note updated");
          }}
        >
          <label htmlFor={`note-edit-${note.id}`} className="sr-only">
            Note text
          </label>
          <textarea
            id={`note-edit-${note.id}`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={3}
            maxLength={2000}
            className={controlClass}
          />
          <div className="flex gap-2">
            <button type="submit" className={buttonClass.primary} disabled={busy || !text.trim()}>
              Save note
            </button>
            <button type="button" className={buttonClass.secondary} onClick={() => setEditing(false)}>
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
            onClick={() => void run(() => deleteNote(enquiryId, note.id), "Note deleted")}
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
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState("");

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError("Write the note first.");
      return;
    }
    setSaving(true);
    setError("");
    try {
      await onAdd(text.trim());
      setText("");
      toast.success("Note added");
      onChanged();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "Failed to add the note");
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
        <label htmlFor="new-note" className="text-sm font-medium text-slate-800">
          New note
        </label>
        <textarea
          id="new-note"
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={3}
          maxLength={2000}
          placeholder="Called, asked about PG fees; call back Monday"
          aria-describedby="new-note-hint"
          className={controlClass}
        />
        <p id="new-note-hint" className="text-xs text-slate-600">
          You can correct or delete your note for {NOTE_EDIT_WINDOW_MINUTES} minutes; after that it stays as
          written.
        </p>
        <div className="flex items-center gap-3">
          <button type="submit" className={buttonClass.primary} disabled={saving}>
            {saving ? <Spinner /> : null}
            Add note
          </button>
          {error ? (
            <p role="alert" className="text-sm text-red-800">
              {error}
            </p>
          ) : null}
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
