import type { AuditRecordReader, ServerModule } from "../module";

/** The kinds of record the trail holds, gathered from the modules' `audit` declarations (issue 20). */
export interface AuditCatalogue {
  /** Every entity with its label, in the modules' order (the audit screen's filter). */
  entities: { entity: string; label: string }[];
  has(entity: string): boolean;
  /** Who may read one record's history of this kind; none: no history is kept for it. */
  readerOf(entity: string): AuditRecordReader | undefined;
}

/**
 * Collects each module's entities and record readers. Two modules declaring one entity, or a reader for an
 * entity its module does not declare, is a programming error: the app does not start.
 */
export function auditCatalogueOf(modules: readonly Pick<ServerModule, "name" | "audit">[]): AuditCatalogue {
  const owners = new Map<string, string>();
  const entities: { entity: string; label: string }[] = [];
  const readers = new Map<string, AuditRecordReader>();
  for (const module of modules) {
    for (const [entity, label] of Object.entries(module.audit?.entities ?? {})) {
      const owner = owners.get(entity);
      if (owner)
        throw new Error(`The audit entity "${entity}" is declared by both ${owner} and ${module.name}`);
      owners.set(entity, module.name);
      entities.push({ entity, label });
    }
    for (const [entity, reader] of Object.entries(module.audit?.readers ?? {})) {
      if (owners.get(entity) !== module.name)
        throw new Error(
          `${module.name} names a history reader for "${entity}", not one of its audit entities`,
        );
      readers.set(entity, reader);
    }
  }
  return {
    entities,
    has: (entity) => owners.has(entity),
    readerOf: (entity) => readers.get(entity),
  };
}
