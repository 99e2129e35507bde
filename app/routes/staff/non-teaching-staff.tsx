import { Link } from "react-router";
import { staffMeta } from "../../staff/staff-meta";

export const meta = () => staffMeta("Non-teaching staff");

/** The spec's placeholder, with a line saying what is (not) here. */
export default function NonTeachingStaff() {
  return (
    <section className="rounded-lg bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">NonTeachingStaff</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Records of non-teaching staff are not kept in the back-office yet, so there is nothing to manage on
        this page. Teaching faculty are managed under{" "}
        <Link to="/dashboard/faculty" className="font-semibold text-brand-700 underline">
          Faculty
        </Link>
        .
      </p>
    </section>
  );
}
