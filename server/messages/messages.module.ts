import { callerCan } from "../http/permissions";
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
  audit: {
    entities: { message: "Contact messages" },
    readers: {
      message: {
        permissions: ["messages:read", "messages:read-careers"],
        // Throws "Message not found" for a message outside the caller's scope, as GET /contact-us/:id does.
        visible: (c, id, services) =>
          callerCan(c, "messages:read")
            ? Promise.resolve()
            : services.messages.get(id, { category: "careers" }),
      },
    },
  },
  createService: ({ db, services }) =>
    createMessagesService(db, services, { collegeFacts: () => services.siteSettings.collegeFacts() }),
  routes: { "/contact-us": (services) => messagesRoutes(services.messages, services.publicFormLimiter) },
  openapi: messagesRouteDocs,
  seed: async (services, { sampleData }) => {
    if (sampleData) await services.messages.seedSamples();
  },
});
