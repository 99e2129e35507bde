/** Who makes a content change (replaced by server/actor.ts's Actor when the foundation lands). */
export interface ContentActor {
  user: { id: string; email: string; role: string } | null;
}
