import { Link } from "react-router";
import { siteConfig } from "../content/site-config";

/** The centred card of the sign-in, forgot-password and reset-password screens. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 px-4 py-10">
      <main className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <p className="text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {siteConfig.shortName} staff back-office
        </p>
        <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-2 text-center text-sm text-slate-700">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </main>
      <footer className="mt-6 text-center text-sm text-slate-700">
        <Link to="/" className="underline hover:text-brand-800">
          Back to the {siteConfig.shortName} website
        </Link>
      </footer>
    </div>
  );
}

/** A message line under a form: an error (announced) or a confirmation. */
export function FormMessage({ kind, children }: { kind: "error" | "success"; children: React.ReactNode }) {
  return (
    <p
      role={kind === "error" ? "alert" : "status"}
      className={`rounded-md px-3 py-2 text-sm ${
        kind === "error" ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"
      }`}
    >
      {children}
    </p>
  );
}
