import { useState } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../api-client";
import { formatDateTime } from "../format";
import { ListError, ListLoading } from "../list-states";
import { useApiData } from "../use-api-data";
import { buttonClass } from "../../ui/button";
import { endSession, listSessions } from "./users-api";

/** A user's signed-in devices with an "End session" button each (`userId` null: your own). */
export function SessionList({ userId }: { userId: string | null }) {
  const list = useApiData(`sessions:${userId ?? "me"}`, () => listSessions(userId));
  const [ending, setEnding] = useState("");
  const sessions = list.data?.data ?? [];

  const end = async (sessionId: string) => {
    setEnding(sessionId);
    try {
      await endSession(userId, sessionId);
      toast.success("Session ended");
      list.reload();
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "The session could not be ended");
    } finally {
      setEnding("");
    }
  };

  if (list.error) return <ListError what="sessions" message={list.error} onRetry={list.reload} />;
  if (list.loading && !list.data) return <ListLoading text="Loading sessions..." />;
  if (sessions.length === 0) return <p className="text-slate-700">No active sessions.</p>;
  return (
    <ul aria-label="Active sessions" className="divide-y divide-slate-200">
      {sessions.map((session) => (
        <li key={session._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {session.device}
              {session.current ? (
                <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                  This device
                </span>
              ) : null}
            </p>
            <p className="text-sm text-slate-700">
              {session.ip ?? "Unknown address"} · last seen {formatDateTime(session.lastSeenAt)} · signed in{" "}
              {formatDateTime(session.createdAt)}
            </p>
          </div>
          {session.current ? null : (
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={ending === session._id}
              onClick={() => end(session._id)}
            >
              End session<span className="sr-only"> on {session.device}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
