import { RowList } from "../content/row-list";
import { TextInput } from "../content/text-input";
import type { FormErrors } from "../use-staff-form";
import { blankCourse, type CourseValues } from "./fee-table-values";

/** The PG table's annual tuition per course: general & minority in rupees, NRI in dollars. */
export function CoursesEditor({
  courses,
  errors,
  onChange,
}: {
  courses: CourseValues[];
  errors: FormErrors;
  onChange: (courses: CourseValues[]) => void;
}) {
  return (
    <RowList
      legend="Annual tuition per course"
      noun="Course"
      path="courses"
      addLabel="Add a course"
      rows={courses}
      error={errors.courses}
      testId="fee-course"
      blank={blankCourse}
      onChange={onChange}
    >
      {(row, at, update) => (
        <div className="grid gap-3 sm:grid-cols-4">
          <TextInput
            label="Course"
            name={`${at}.course`}
            required
            value={row.course}
            error={errors[`${at}.course`]}
            className="sm:col-span-2"
            onChange={(course) => update({ course })}
          />
          <TextInput
            label="General & minority (INR)"
            name={`${at}.amount`}
            required
            inputMode="numeric"
            value={row.amount}
            error={errors[`${at}.amount`]}
            onChange={(amount) => update({ amount })}
          />
          <TextInput
            label="NRI (USD)"
            name={`${at}.nriAmount`}
            required
            inputMode="numeric"
            value={row.nriAmount}
            error={errors[`${at}.nriAmount`]}
            onChange={(nriAmount) => update({ nriAmount })}
          />
        </div>
      )}
    </RowList>
  );
}
