import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "./audit.schema";
import { auditCatalogueOf } from "./audit-catalogue";
import { modules } from "../modules";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the audit trail's kinds of record come from the modules (issue 20)", () => {
  it("collects each module's entities once, with the readers of a record's history", () => {
    const catalogue = auditCatalogueOf(modules);
    const entities = catalogue.entities.map((item) => item.entity);
    expect(new Set(entities).size).toBe(entities.length);
    expect(catalogue.entities).toEqual(
      expect.arrayContaining([
        { entity: "faculty", label: "Faculty" },
        { entity: "enquiry", label: "Admission enquiries" },
        { entity: "audit", label: "Audit trail" },
        // A content collection's, from its declaration.
        { entity: "phone-list", label: "Phone lists" },
      ]),
    );
    expect(catalogue.readerOf("enquiry")?.permissions).toEqual(["enquiries:read"]);
    expect(catalogue.readerOf("message")?.visible).toBeTypeOf("function");
    expect(catalogue.readerOf("fee-table")).toBeUndefined();
  });

  it("refuses two modules declaring one entity, or a reader for an entity its module does not write", () => {
    expect(() =>
      auditCatalogueOf([
        { name: "faculty", audit: { entities: { faculty: "Faculty" } } },
        { name: "users", audit: { entities: { faculty: "Staff" } } },
      ]),
    ).toThrow('The audit entity "faculty" is declared by both faculty and users');
    expect(() =>
      auditCatalogueOf([
        { name: "faculty", audit: { entities: { faculty: "Faculty" } } },
        { name: "users", audit: { entities: {}, readers: { faculty: { permissions: ["users:manage"] } } } },
      ]),
    ).toThrow('users names a history reader for "faculty", not one of its audit entities');
  });

  it("the audit service writes no entry of an entity no module declares; the facets list the declared ones", async () => {
    const before = (await t.db.select().from(auditLog)).length;
    await expect(
      t.services.audit.record(
        t.db,
        { user: null, ip: null, requestId: null },
        { action: "x.y", entity: "nonsense" },
      ),
    ).rejects.toThrow('The audit entity "nonsense" is declared by no module');
    expect(await t.db.select().from(auditLog)).toHaveLength(before);

    const response = await t.json("GET", "/api/audit/facets", undefined, await t.signInAs("admin"));
    const { entities } = (await response.json()).data;
    expect(entities).toEqual(auditCatalogueOf(modules).entities);
  });
});
