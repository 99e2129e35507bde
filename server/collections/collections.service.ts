import type {
  AnyCollection,
  CollectionDeclaration,
  FieldSpecs,
  PublicRecord,
} from "../../contract/collections/collection";
import type { Db } from "../db/client";
import type { Services } from "../module";
import type { Storage } from "../storage/storage";
import {
  createCollectionService,
  type CollectionService,
  type FileReaders,
  type PageOptions,
} from "./collection.service";

/** Starting records of a collection, by name (today's site text; see `collection-seeds.ts`). */
export type CollectionSeeds = Record<string, () => Record<string, unknown>[]>;
/** Sample records of a collection for a SAMPLE_DATA install, by name, made for the install's date. */
export type CollectionSamples = Record<string, (now: Date) => Record<string, unknown>[]>;

/**
 * What a public page gets: the public fields in the page's language, and whether it is a draft (only in a staff
 * preview).
 */
export type PageRecord<Fields extends FieldSpecs> = PublicRecord<Fields> & {
  draft: boolean;
  /** The localized fields shown in English on a Hindi page for want of a Hindi text (`title`, `figures.0.label`). */
  fallbacks: string[];
  /** Each Markdown field rendered to sanitised HTML. */
  html: Partial<Record<keyof Fields, string>>;
};

/** The services of every declared collection. */
export function createCollectionsService(
  declarations: readonly AnyCollection[],
  seeds: CollectionSeeds,
  samples: CollectionSamples,
  db: Db,
  services: Pick<Services, "audit" | "documents">,
  storage: Storage,
) {
  const byName = new Map<string, CollectionService>(
    declarations.map((declaration) => [
      declaration.name,
      createCollectionService(declaration, db, services, storage),
    ]),
  );
  const of = (name: string): CollectionService => {
    const found = byName.get(name);
    if (!found) throw new Error(`No collection named ${name}`);
    return found;
  };
  return {
    of,
    all: () => [...byName.values()],

    /** A public page's reads of one collection, typed by its declaration. */
    pages<Fields extends FieldSpecs>(declaration: CollectionDeclaration<Fields>) {
      const collection = of(declaration.name);
      return {
        records: (options: PageOptions = {}) =>
          collection.pageRecords(options) as Promise<PageRecord<Fields>[]>,
        record: (slug: string, options: PageOptions = {}) =>
          collection.pageRecord(slug, options) as Promise<PageRecord<Fields> | null>,
      };
    },

    /** Who may read an uploaded file, `collections/{collection}/{record id}/…` (the /media policy). */
    async fileAccess(key: string): Promise<FileReaders | null> {
      const [prefix, name, recordId] = key.split("/");
      if (prefix !== "collections" || !name || !recordId) return null;
      const collection = byName.get(name);
      return collection ? collection.fileAccess(recordId, key) : null;
    },

    /**
     * Inserts each collection's starting records once (a fresh install looks as the site did in code); with
     * `sampleData`, the sample records of a collection that has none.
     */
    async seed(options: { sampleData?: boolean } = {}) {
      for (const [name, records] of Object.entries(seeds))
        if (byName.has(name)) await of(name).seed(records());
      if (!options.sampleData) return;
      for (const [name, records] of Object.entries(samples))
        if (byName.has(name)) await of(name).seedSamples(records(new Date()));
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
