import { defineModule } from "../module";
import { createNoticesService, type NoticesService } from "./notices.service";

declare module "../module" {
  interface Services {
    notices: NoticesService;
  }
}

/** What public pages read of the notices collection (its API, audit and cache are the collection's: ADR 017). */
export const noticesModule = defineModule({
  name: "notices",
  createService: ({ services }) => createNoticesService(services),
});
