import { defineModule } from "../module";
import { messagesRouteDocs, messagesRoutes } from "./messages.routes";
import { createMessagesService, type MessagesService } from "./messages.service";

declare module "../module" {
  interface Services {
    messages: MessagesService;
  }
}

export const messagesModule = defineModule({
  name: "messages",
  createService: ({ db, services }) =>
    createMessagesService(db, services, { collegeFacts: () => services.siteSettings.collegeFacts() }),
  routes: { "/contact-us": (services) => messagesRoutes(services.messages, services.publicFormLimiter) },
  openapi: messagesRouteDocs,
  seed: async (services, { sampleData }) => {
    if (sampleData) await services.messages.seedSamples();
  },
});
