import type { AnyCollection } from "./collection";
import { committeesCollection } from "./committees";
import { leadersCollection } from "./leaders";
import { testimonialsCollection } from "./testimonials";

/** Every content collection, one line each (ADR 017): the server, the audit trail and the back-office read this list. */
export const COLLECTIONS = [
  leadersCollection,
  testimonialsCollection,
  committeesCollection,
] as const satisfies readonly AnyCollection[];

export type CollectionName = (typeof COLLECTIONS)[number]["name"];

export const collectionNamed = (name: string): AnyCollection | undefined =>
  (COLLECTIONS as readonly AnyCollection[]).find((collection) => collection.name === name);
