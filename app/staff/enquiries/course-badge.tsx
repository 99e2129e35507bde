// Admin spec §2: MD blue, MBBS green, BDS purple, MS orange, any other grey.
const courseStyles: Record<string, string> = {
  MD: "bg-blue-100 text-blue-900",
  MBBS: "bg-green-100 text-green-900",
  BDS: "bg-purple-100 text-purple-900",
  MS: "bg-orange-100 text-orange-900",
};

export function CourseBadge({ course }: { course: string }) {
  return (
    <span
      data-course={course}
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${courseStyles[course] ?? "bg-slate-200 text-slate-800"}`}
    >
      {course}
    </span>
  );
}
