import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { canPreviewContent } from "./staff-preview.server";

// The server decides (role, session and the two-factor enrolment gate) and makes a granted preview private:
// server/http/page-preview.test.ts. Pages must ask it, not decide themselves.
const contextAnswering = (answer: boolean) => {
  const asked: string[] = [];
  const context = {
    sessionToken: "a-token",
    canPreviewContent: async () => {
      asked.push("canPreviewContent");
      return answer;
    },
    services: {
      auth: { authenticate: async () => ({ user: { role: "editor" } }) },
    },
  } as unknown as AppLoadContext;
  return { context, asked };
};

const request = new Request("https://college.example.in/gallery?preview");

describe("canPreviewContent", () => {
  it("asks the server's gate and follows its answer, whatever the session's role", async () => {
    for (const answer of [true, false]) {
      const { context, asked } = contextAnswering(answer);
      expect(await canPreviewContent(context, request)).toBe(answer);
      expect(asked).toEqual(["canPreviewContent"]);
    }
  });
});
