import { defineModule } from "../module";
import { messageTemplatesRouteDocs, messageTemplatesRoutes } from "./message-templates.routes";
import { createMessageTemplatesService, type MessageTemplatesService } from "./message-templates.service";

declare module "../module" {
  interface Services {
    messageTemplates: MessageTemplatesService;
  }
}

export const messageTemplatesModule = defineModule({
  name: "messageTemplates",
  audit: { entities: { "message-template": "Message templates" } },
  createService: ({ db, services }) => createMessageTemplatesService(db, services),
  routes: { "/message-templates": (services) => messageTemplatesRoutes(services.messageTemplates) },
  openapi: messageTemplatesRouteDocs,
});
