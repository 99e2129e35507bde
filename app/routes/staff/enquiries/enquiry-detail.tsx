import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Link, useLoaderData, useLocation, useParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { CLOSE_REASON_LABELS } from "../../../../contract/enquiry";
import { can } from "../../../../contract/permissions";
import { ApplicantDetails } from "../../../staff/enquiries/applicant-details";
import { CallLogForm } from "../../../staff/enquiries/call-log-form";
import { CourseBadge } from "../../../staff/enquiries/course-badge";
import { DetailSection } from "../../../staff/detail-section";
import { EmailNotConfigured } from "../../../staff/enquiries/email-status";
import { addNote, fetchEnquiry } from "../../../staff/enquiries/enquiries-api";
import { EnquiryDuplicates } from "../../../staff/enquiries/enquiry-duplicates";
import { enquiryKey } from "../../../staff/enquiries/enquiry-keys";
import { loadEnquiryScreen } from "../../../staff/enquiries/enquiry-loader.server";
import { EnquiryNotes } from "../../../staff/enquiries/enquiry-notes";
import { EnquiryTimeline } from "../../../staff/enquiries/enquiry-timeline";
import { PipelineForm } from "../../../staff/enquiries/pipeline-form";
import { enquiryBadge } from "../../../staff/enquiries/status-badge";
import { WhatsappReply } from "../../../staff/enquiries/whatsapp-reply";
import { ListError, ListLoading } from "../../../staff/list-states";
import { staffMeta } from "../../../staff/staff-meta";
import { useStaffUser } from "../../../staff/staff-user";
import { StatusBadge } from "../../../staff/status-badge";
import { useApiData } from "../../../staff/use-api-data";
import type { Route } from "./+types/enquiry-detail";

export const meta = () => staffMeta("Enquiry");

// What the screen shows on opening comes in the HTML (ADR 028). After a change the screen reloads the enquiry
// from the API (as before), so the loader runs again only for another enquiry's address (a duplicate's link).
export const loader = ({ context, params }: Route.LoaderArgs) => loadEnquiryScreen(context, params.id);

export const shouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
  currentParams.id !== nextParams.id;

/** One screen per enquiry: another enquiry (a duplicate's link) starts afresh from its own loader's answer. */
export default function EnquiryDetailRoute() {
  const { id = "" } = useParams();
  return <EnquiryDetailScreen key={id} id={id} />;
}

/** One enquiry: the applicant, the pipeline, messages, calls, notes, duplicates and the timeline. */
function EnquiryDetailScreen({ id }: { id: string }) {
  const first = useLoaderData<typeof loader>();
  const location = useLocation();
  const user = useStaffUser();
  const detail = useApiData(enquiryKey(id), () => fetchEnquiry(id), { initial: first.enquiry });
  // The note box's text: Save changes takes it along rather than leaving it behind unsaved.
  const [noteDraft, setNoteDraft] = useState("");
  const mayWrite = can(user?.role, "enquiries:write");
  const listQuery = (location.state as { list?: string } | null)?.list;
  const backTo = `/dashboard/admission-enquiry${listQuery ? `?${listQuery}` : ""}`;

  useEffect(() => {
    if (detail.error) toast.error(detail.error);
  }, [detail.error]);

  const enquiry = detail.data;
  return (
    <>
      <p className="mb-4">
        <Link to={backTo} className="text-sm font-medium text-brand-800 underline underline-offset-2">
          ← Back to enquiries
        </Link>
      </p>
      {detail.error && !enquiry ? (
        <ListError what="the enquiry" message={detail.error} onRetry={detail.reload} />
      ) : !enquiry ? (
        <ListLoading text="Loading the enquiry..." />
      ) : (
        <>
          <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{enquiry.name}</h1>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
                <span>{enquiry.reference}</span>
                <StatusBadge {...enquiryBadge(enquiry.status)} />
                {enquiry.closeReason ? <span>({CLOSE_REASON_LABELS[enquiry.closeReason]})</span> : null}
                <CourseBadge course={enquiry.course} />
              </p>
            </div>
          </div>
          {!enquiry.emailConfigured ? <EmailNotConfigured initial={first.mailStatus} /> : null}
          <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <div className="flex min-w-0 flex-col gap-6">
              <DetailSection title="Applicant" id="applicant-heading">
                <ApplicantDetails enquiry={enquiry} />
              </DetailSection>
              <DetailSection title="Work on this enquiry" id="pipeline-heading">
                <PipelineForm
                  enquiry={enquiry}
                  note={noteDraft}
                  assignees={first.assignees}
                  onSaved={(noteSaved) => {
                    if (noteSaved) setNoteDraft("");
                    detail.reload();
                  }}
                />
              </DetailSection>
              {mayWrite ? (
                <DetailSection title="WhatsApp or SMS" id="whatsapp-heading">
                  <WhatsappReply enquiry={enquiry} onLogged={detail.reload} initial={first} />
                </DetailSection>
              ) : null}
              <DetailSection title="Log a call" id="calls-heading">
                <CallLogForm enquiryId={enquiry._id} onLogged={detail.reload} />
              </DetailSection>
              <DetailSection title="Notes" id="notes-heading">
                <EnquiryNotes
                  enquiryId={enquiry._id}
                  notes={enquiry.notes}
                  text={noteDraft}
                  onTextChange={setNoteDraft}
                  onAdd={(text) => addNote(enquiry._id, text)}
                  onChanged={detail.reload}
                />
              </DetailSection>
              <DetailSection title="Possible duplicates" id="duplicates-heading">
                <EnquiryDuplicates enquiry={enquiry} onChanged={detail.reload} />
              </DetailSection>
            </div>
            <DetailSection title="Timeline" id="timeline-heading">
              <EnquiryTimeline
                entries={enquiry.timeline}
                canRetry={user?.role === "admin"}
                onRetried={detail.reload}
              />
            </DetailSection>
          </div>
        </>
      )}
    </>
  );
}
