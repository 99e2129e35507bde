/** The dependency rules of ARCHITECTURE.md, enforced by `npm run lint`. */
module.exports = {
  forbidden: [
    {
      name: "contract-is-standalone",
      comment: "contract/ holds the shared schemas; it imports nothing from app/ or server/.",
      severity: "error",
      from: { path: "^contract/" },
      to: { path: "^(app|server)/" },
    },
    {
      name: "server-never-imports-app",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "app-uses-server-only-as-types",
      comment: "Public loaders reach services through the load context, typed with import type.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "site-and-staff-are-apart",
      severity: "error",
      from: { path: "^app/(routes/site|site)/" },
      to: { path: "^app/(routes/staff|staff)/" },
    },
    {
      name: "staff-and-site-are-apart",
      severity: "error",
      from: { path: "^app/(routes/staff|staff)/" },
      to: { path: "^app/(routes/site|site)/" },
    },
    {
      name: "domains-meet-through-services",
      comment:
        "Every folder under server/ is a domain unless it is shared infrastructure. A domain uses another only through that domain's service (at run time via ModuleContext.services; its exported helpers and types) and may reference another's table (*.schema.ts) for foreign keys and joins.",
      severity: "error",
      from: {
        path: "^server/([^/]+)/",
        pathNot: "^server/(http|db|lib|mail|metrics|storage|test-support)/|\\.test\\.ts$",
      },
      to: {
        path: "^server/([^/]+)/",
        pathNot: [
          "^server/$1/",
          "^server/(http|db|lib|mail|metrics|storage|test-support)/",
          "\\.service\\.ts$",
          "\\.schema\\.ts$",
        ],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "services-stay-out-of-http",
      comment:
        "Services throw domain errors (server/errors.ts); the HTTP layer maps them. Only routes and modules use server/http/.",
      severity: "error",
      from: { path: "^server/[^/]+/[^/]+\\.service\\.ts$" },
      to: { path: "^server/http/" },
    },
    {
      name: "db-knows-no-domain",
      comment:
        "server/db/ is the connection and migrations only: each domain declares its tables in its *.schema.ts and seeds its records through its module's seed hook (server/module.ts), so nothing here imports a domain, not even a type.",
      severity: "error",
      from: { path: "^server/db/", pathNot: "\\.test\\.ts$" },
      to: { path: "^server/", pathNot: "^server/(db|lib)/" },
    },
    {
      name: "no-circular-in-server",
      comment:
        "No import cycle in server/, type imports included: the module shape (server/module.ts) and server/http/ import no domain registry back (issue 20). The app-wide rule below counts run-time cycles only.",
      severity: "error",
      from: { path: "^server/" },
      to: { circular: true },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      // A cycle counts when every step of it is a run-time import (type imports vanish when compiled).
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(build|\\.react-router|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
  },
};
