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
      comment: "A server domain uses another only through that domain's service (or its types).",
      severity: "error",
      from: { path: "^server/(faculty|enquiries|messages|auth|users)/", pathNot: "\\.test\\.ts$" },
      to: {
        path: "^server/(faculty|enquiries|messages|auth|users)/",
        pathNot: [
          "^server/$1/",
          "\\.service\\.ts$",
          "auth\\.middleware\\.ts$",
          "passwords\\.ts$",
          "tokens\\.ts$",
        ],
      },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true, dependencyTypesNot: ["type-only"] },
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
