import type { AuditEntry } from "../../contract/audit";
import type { Services } from "../module";
import type { AuditService } from "./audit.service";

/**
 * The trail as the screen reads it, people and records named (the users service, the modules' record labels):
 * the answers of GET /api/audit and /api/audit/facets, also read by the staff screen's loader.
 */
export function createAuditViews(audit: AuditService, services: Services) {
  /** People by their names and records by theirs, for the screen. */
  async function named(entries: AuditEntry[]): Promise<AuditEntry[]> {
    const [names, labels] = await Promise.all([
      services.users.namesOf([
        ...new Set(entries.flatMap((entry) => (entry.actor ? [entry.actor._id] : []))),
      ]),
      audit.labelsOf(
        entries.flatMap((entry) =>
          entry.entityId ? [{ entity: entry.entity, entityId: entry.entityId }] : [],
        ),
      ),
    ]);
    return entries.map((entry) => ({
      ...entry,
      actor: entry.actor ? { ...entry.actor, name: names.get(entry.actor._id) } : null,
      entityLabel: entry.entityId ? (labels.get(`${entry.entity}:${entry.entityId}`) ?? null) : null,
    }));
  }

  return {
    named,
    /** GET /api/audit's answer for a (checked) query: a page of the trail, people and records named. */
    async page(query: Parameters<AuditService["list"]>[0]) {
      const found = await audit.list(query);
      return { success: true as const, ...found, data: await named(found.data) };
    },
    /** GET /api/audit/facets's data: the actors (named) and actions in the trail, and the kinds of record. */
    async facets() {
      const { actors, actions } = await audit.facets();
      const { entities } = audit.catalogue;
      const names = await services.users.namesOf(actors.map((actor) => actor._id));
      return {
        actors: actors
          .map((actor) => ({ ...actor, name: names.get(actor._id) ?? null }))
          .sort((a, b) => (a.name ?? a.email).localeCompare(b.name ?? b.email)),
        actions,
        entities,
      };
    },
  };
}

export type AuditViews = ReturnType<typeof createAuditViews>;
