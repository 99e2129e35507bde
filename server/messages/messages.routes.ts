import { Hono } from "hono";
import type { AuthService } from "../auth/auth.service";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import type { RateLimiter } from "../http/rate-limit";
import type { MessagesService } from "./messages.service";

// Placeholder until the contact-messages domain lands (being built in parallel).
export function messagesRoutes(_messages: MessagesService, _auth: AuthService, _publicLimiter: RateLimiter) {
  return new Hono<AppEnv>();
}
export const messagesRouteDocs: RouteDoc[] = [];
