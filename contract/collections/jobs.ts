import { JOB_DEPARTMENTS, JOB_TYPES } from "../job-vocabulary";
import { defineCollection } from "./collection";

export const JOB_POSTS_MAX = 1000;

/**
 * Job openings on the careers page (issue 11, a collection since issue 20). The API keeps the names it had:
 * `/api/jobs`, `data.jobs`, `department`/`type` filters, messages naming `posts`, `lastDate`, … An opening closes
 * by itself after its last date (India time).
 */
export const jobsCollection = defineCollection({
  name: "jobs",
  plural: "jobs",
  labels: { one: "job opening", many: "job openings" },
  audit: { entity: "job", label: "Job openings" },
  description: "Openings on the careers page (/career); each closes by itself after its last date",
  fields: {
    position: { type: "text", label: "Position", required: true, max: 150 },
    positionHi: {
      type: "text",
      label: "Post name in Hindi",
      max: 150,
      private: true,
      hindiOf: "position",
      hint: "Optional: the position in Hindi, for the Hindi site (empty: the English name there).",
    },
    department: {
      type: "choice",
      label: "Department",
      messageName: "department",
      required: true,
      choices: JOB_DEPARTMENTS,
    },
    type: {
      type: "choice",
      label: "Employment type",
      messageName: "type",
      required: true,
      choices: JOB_TYPES,
    },
    posts: {
      type: "number",
      label: "Number of posts",
      messageName: "posts",
      required: true,
      integer: true,
      min: 1,
      max: JOB_POSTS_MAX,
    },
    lastDate: {
      type: "date",
      label: "Last date to apply",
      messageName: "lastDate",
      required: true,
      hint: "The opening closes after this day (India time)",
    },
    experience: { type: "text", label: "Experience", required: true, max: 150 },
    experienceHi: {
      type: "text",
      // Not "Experience …": the English field's label stays unique on the form.
      label: "Work background in Hindi",
      max: 150,
      private: true,
      hindiOf: "experience",
      hint: "Optional: the experience in Hindi, for the Hindi site (empty: the English there).",
    },
    qualification: {
      type: "longText",
      label: "Qualification",
      required: true,
      max: 2000,
      hint: "One requirement per line",
    },
    qualificationHi: {
      type: "longText",
      label: "Requirements in Hindi",
      max: 2000,
      private: true,
      hindiOf: "qualification",
      hint: "Optional: the qualification in Hindi, one requirement per line, for the Hindi site (empty: the English there).",
    },
    description: {
      type: "longText",
      label: "Description",
      required: true,
      max: 5000,
      hint: "Paragraphs separated by a blank line",
    },
    descriptionHi: {
      type: "longText",
      label: "Job details in Hindi",
      max: 5000,
      private: true,
      hindiOf: "description",
      hint: "Optional: the description in Hindi, paragraphs separated by a blank line, for the Hindi site (empty: the English there).",
    },
  },
  titleField: "position",
  listColumns: ["department", "type", "posts", "lastDate"],
  searchFields: ["position"],
  searchLabel: "Search positions",
  submitLabels: { add: "Add job opening", edit: "Save changes" },
  filters: ["department", "type"],
  orderBy: "lastDate",
  orderDescending: true,
  closesAfter: "lastDate",
  pageSize: 10,
  access: { read: "public", write: "content:write" },
  publicRoute: (record) => `/career#job-${record._id}`,
});
