import { useState } from "react";
import toast from "react-hot-toast";
import type { AnyCollection } from "../../../contract/collections/collection";
import { buttonClass } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { ApiError } from "../api-client";
import { formatDateTime } from "../format";
import { useApiData } from "../use-api-data";
import { listRevisions, restoreRevision, type CollectionRow } from "./collections-api";

/** A record's published versions (who, when, which fields), each restorable as a new draft. */
export function RevisionHistoryDialog({
  collection,
  record,
  onClose,
  onRestored,
}: {
  collection: AnyCollection;
  /** Only its id is read: a collection with its own API (`ownApi`) passes its own rows. */
  record: Pick<CollectionRow, "_id"> | null;
  onClose: () => void;
  onRestored: () => void;
}) {
  const history = useApiData(record ? `${collection.name}:${record._id}` : "", () =>
    record ? listRevisions(collection, record._id) : Promise.resolve(null),
  );
  const [busy, setBusy] = useState<string | null>(null);
  const labelOf = (field: string) => collection.fields[field]?.label ?? field;
  const revisions = history.data?.data.revisions ?? [];

  const restore = async (revisionId: string, number: number) => {
    if (!record) return;
    setBusy(revisionId);
    try {
      await restoreRevision(collection, record._id, revisionId);
      toast.success(`Revision ${number} restored as a draft`);
      onRestored();
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "Failed to restore the revision");
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open={record !== null}
      onClose={onClose}
      title="History"
      size="lg"
      footer={
        <button type="button" className={buttonClass.secondary} onClick={onClose}>
          Close
        </button>
      }
    >
      <p className="mb-4 text-sm text-slate-700">
        Each publish keeps a revision. Restoring one makes it the saved version as a draft: visitors keep the
        published version until you publish again.
      </p>
      {history.loading && !history.data ? <p>Loading history...</p> : null}
      {history.data && revisions.length === 0 ? <p>Not published yet: no revisions.</p> : null}
      <ol className="divide-y divide-slate-200" aria-label="Revisions">
        {revisions.map((revision) => (
          <li key={revision._id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div>
              <p className="font-medium text-slate-900">
                Revision {revision.number} · {formatDateTime(revision.at)}
              </p>
              <p className="text-sm text-slate-700">By {revision.by ?? "the system (first install)"}</p>
              <p className="text-sm text-slate-700">
                Changed: {revision.fields.map(labelOf).join(", ") || "nothing"}
              </p>
            </div>
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={busy !== null}
              onClick={() => void restore(revision._id, revision.number)}
            >
              Restore revision {revision.number}
            </button>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
