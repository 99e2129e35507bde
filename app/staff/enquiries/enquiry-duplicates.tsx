import { useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import type { EnquiryDetail, PipelineEnquiry } from "../../../contract/enquiry";
import { buttonClass } from "../../ui/button";
import { ApiError } from "../api-client";
import { ConfirmDialog } from "../confirm-dialog";
import { formatDateTime } from "../format";
import { StatusBadge } from "../status-badge";
import { mergeEnquiry, unlinkEnquiry } from "./enquiries-api";
import { enquiryBadge } from "./status-badge";

/** Open enquiries with the same phone or address: merge one into this, or unlink a pair marked as duplicates. */
export function EnquiryDuplicates({ enquiry, onChanged }: { enquiry: EnquiryDetail; onChanged: () => void }) {
  const [merging, setMerging] = useState<PipelineEnquiry | null>(null);
  const [busy, setBusy] = useState(false);

  const unlink = async (target: PipelineEnquiry | EnquiryDetail) => {
    setBusy(true);
    try {
      await unlinkEnquiry(target._id);
      toast.success("Enquiry unlinked");
      onChanged();
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "Failed to unlink the enquiry");
    } finally {
      setBusy(false);
    }
  };

  const merge = async () => {
    if (!merging) return;
    setBusy(true);
    try {
      await mergeEnquiry(merging._id, enquiry._id);
      toast.success("Enquiries merged");
      setMerging(null);
      onChanged();
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "Failed to merge the enquiries");
    } finally {
      setBusy(false);
    }
  };

  if (enquiry.duplicates.length === 0) {
    return (
      <p className="text-sm text-slate-700">No other enquiry has this phone number or e-mail address.</p>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-slate-700">
        Enquiries with the same phone number or e-mail address (open, last 180 days).
      </p>
      <ul className="divide-y divide-slate-200">
        {enquiry.duplicates.map((other) => {
          const linkedToThis = other.duplicateOf === enquiry._id;
          const thisLinkedToIt = enquiry.duplicateOf === other._id;
          return (
            <li
              key={other._id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="text-sm">
                <Link
                  to={`/dashboard/admission-enquiry/${other._id}`}
                  className="font-medium text-brand-800 underline underline-offset-2"
                >
                  {other.name}
                </Link>{" "}
                <span className="text-slate-700">
                  {other.reference} · {other.course} · {other.email} · {other.phone} · received{" "}
                  {formatDateTime(other.createdAt)}
                </span>{" "}
                <StatusBadge {...enquiryBadge(other.status)} />
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonClass.secondary}
                  disabled={busy}
                  onClick={() => setMerging(other)}
                  aria-label={`Merge ${other.reference} into this enquiry`}
                >
                  Merge into this
                </button>
                {linkedToThis || thisLinkedToIt ? (
                  <button
                    type="button"
                    className={buttonClass.ghost}
                    disabled={busy}
                    onClick={() => void unlink(linkedToThis ? other : enquiry)}
                    aria-label={`Unlink ${linkedToThis ? other.reference : enquiry.reference} from ${
                      linkedToThis ? enquiry.reference : other.reference
                    }`}
                  >
                    Unlink
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={merging !== null}
        title="Merge these enquiries?"
        confirmLabel="Merge"
        busy={busy}
        onConfirm={() => void merge()}
        onClose={() => setMerging(null)}
      >
        <p>
          {merging?.reference} ({merging?.name}) will be merged into this enquiry: its notes, history and
          e-mails move here, and it is removed from the list.
        </p>
      </ConfirmDialog>
    </>
  );
}
