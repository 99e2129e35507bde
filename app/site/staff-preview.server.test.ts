import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "../../contract/permissions";
import { canPreviewContent } from "./staff-preview.server";

/** A page context whose session (if any) belongs to a user of this role. */
const contextFor = (role: Role | null, token: string | null = "a-token") =>
  ({
    sessionToken: token ?? undefined,
    services: {
      auth: {
        authenticate: async (presented: string) => {
          if (!role || presented !== "a-token") throw new Error("Invalid or expired token");
          return { user: { role } };
        },
      },
    },
  }) as unknown as AppLoadContext;

const request = new Request("https://college.example.in/gallery?preview");

describe("canPreviewContent", () => {
  it("lets staff who may edit content preview drafts, and nobody else", async () => {
    expect(await canPreviewContent(contextFor("editor"), request)).toBe(true);
    expect(await canPreviewContent(contextFor("admin"), request)).toBe(true);
    expect(await canPreviewContent(contextFor("admissions"), request)).toBe(false);
    expect(await canPreviewContent(contextFor("faculty-records"), request)).toBe(false);
    expect(await canPreviewContent(contextFor(null), request)).toBe(false);
    expect(await canPreviewContent(contextFor("editor", null), request)).toBe(false);
  });
});
