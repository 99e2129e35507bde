import { Hono } from "hono";
import { z } from "zod";
import { successBody } from "../../contract/common";
import { emailStateSchema } from "../../contract/enquiry";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, requirePermission } from "../http/permissions";
import type { OutboxService } from "./outbox.service";

export const mailStatusSchema = z.object({
  /** False: SMTP_URL is not set, e-mail waits in the outbox ("e-mail is not configured"). */
  configured: z.boolean(),
  pending: z.number().int(),
  failed: z.number().int(),
});

export function outboxRoutes(outbox: OutboxService) {
  const app = new Hono<AppEnv>();

  // The outbox's state is the administrator's to act on (mail:manage); other staff are not told of it.
  app.get("/status", requirePermission("mail:manage"), async (c) =>
    c.json({ success: true, data: await outbox.status() }),
  );

  app.post("/:id/retry", requirePermission("mail:manage"), async (c) => {
    const email = await outbox.retry(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: "E-mail queued again", data: email });
  });

  return app;
}

export const outboxRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/mail/status",
    tag: "E-mail",
    secure: true,
    summary:
      "Whether e-mail is configured (SMTP_URL), and how many e-mails wait or have failed (mail:manage)",
    responses: {
      200: { description: "Status", schema: successBody(mailStatusSchema) },
      403: { description: "Not allowed" },
    },
  },
  {
    method: "post",
    path: "/mail/{id}/retry",
    tag: "E-mail",
    secure: true,
    summary: "Queue a failed e-mail again (mail:manage)",
    responses: {
      200: { description: "Queued", schema: successBody(emailStateSchema) },
      403: { description: "Not allowed" },
      404: { description: "No such e-mail" },
      409: { description: "The e-mail has not failed" },
    },
  },
];
