import { Hono } from "hono";
import { bloodStockInput, bloodStockResponse } from "../../contract/blood-stock";
import { readJson } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, requirePermission } from "../http/permissions";
import { parseInput } from "../lib/validate";
import type { BloodStockService } from "./blood-stock.service";

/** Public stock; the hospital desk (and admin) update it. */
export function bloodStockRoutes(stock: BloodStockService) {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => c.json({ success: true, data: await stock.get() }));
  app.put("/", requirePermission("blood-stock:write"), async (c) => {
    const input = parseInput(bloodStockInput, await readJson(c));
    const data = await stock.update(actorOf(c), input);
    return c.json({ success: true, message: "Blood stock updated", data });
  });
  return app;
}

const tag = "Blood bank";

export const bloodStockRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/blood-stock",
    tag,
    secure: false,
    summary:
      "Units available per blood group and component, each with when it was counted; stale when the last update is over 24 hours old",
    responses: { 200: { description: "The stock", schema: bloodStockResponse } },
  },
  {
    method: "put",
    path: "/blood-stock",
    tag,
    secure: true,
    summary:
      "Set the counts of some or all group × component cells (blood-stock:write: the hospital desk and administrators)",
    body: bloodStockInput,
    responses: {
      200: { description: "Saved; the whole stock", schema: bloodStockResponse },
      400: { description: "A missing or invalid field (each listed in errors); nothing is stored" },
    },
  },
];
