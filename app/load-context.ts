import type { RequestContext } from "../server/request-context";

// Public loaders and actions reach the server's services through React Router's load context.
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
