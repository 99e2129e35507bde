import type { DashboardSummary } from "../../contract/dashboard";
import type { Actor } from "../actor";
import type { Services } from "../module";

/** The dashboard's figures, each counted from the records of the domain that keeps them. */
export function createDashboardService(services: Pick<Services, "audit" | "students" | "collections">) {
  return {
    async summary(actor: Actor): Promise<DashboardSummary> {
      const [signIns, studying, courses] = await Promise.all([
        actor.user ? services.audit.countByActor(actor.user.id, "auth.sign-in") : 0,
        services.students.list({ page: 1, limit: 1, status: "studying" }, "staff"),
        services.collections.of("courses").listPublic({ page: 1, limit: 1 }),
      ]);
      return {
        // The sign-in that opened this session is the first: no earlier visit to welcome back from.
        firstVisit: signIns <= 1,
        studyingStudents: studying.pagination.totalRecords,
        publishedCourses: courses.pagination.totalRecords,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
