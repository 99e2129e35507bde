import type { Db } from "../db/client";

// Placeholder until the contact-messages domain lands (being built in parallel).
export function createMessagesService(_db: Db) {
  return {};
}
export type MessagesService = ReturnType<typeof createMessagesService>;
