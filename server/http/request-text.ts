import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { controlCharactersMessage } from "../../contract/common";
import type { AppEnv } from "./context";

/** A client's X-Request-Id is kept only in this shape (a UUID, a trace id); anything else gets a new one. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

export function requestIdOf(sent: string | undefined): string {
  return sent !== undefined && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A NUL byte in the address (`/api/notices/%00`, `?search=%00`) names nothing that exists, and PostgreSQL
 * refuses it in text: an address with one is 404, a query field with one 400 naming the field, before any
 * route, page loader or query sees it.
 */
export function refuseNulInAddress() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    const api = url.pathname.startsWith("/api/") || url.pathname === "/api";
    if (decoded(url.pathname).includes("\u0000")) {
      return api ? c.json({ success: false, message: "Not found" }, 404) : c.text("Not found", 404);
    }
    for (const [field, value] of url.searchParams) {
      if (!field.includes("\u0000") && !value.includes("\u0000")) continue;
      const name = field.replaceAll("\u0000", "");
      const message = controlCharactersMessage(name);
      const body = { success: false, message, errors: [{ field: name, message }] };
      return api ? c.json(body, 400) : c.text(message, 400);
    }
    return next();
  });
}
