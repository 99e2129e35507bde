import { useLoaderData, useLocation } from "react-router";
import { registerAt } from "../../staff/registers/registers";
import { loadRegisterScreen } from "../../staff/registers/register-loader.server";
import { RegisterScreen } from "../../staff/registers/register-screen";
import { staffMeta } from "../../staff/staff-meta";
import type { Route } from "./+types/register-page";

const registerOf = (pathname: string) =>
  registerAt(pathname.replace(/^\/dashboard\//, "").replace(/\/$/, ""));

export const meta = ({ location }: Route.MetaArgs) =>
  staffMeta(registerOf(location.pathname)?.title ?? "Not found");

// The first page for the address comes in the HTML (ADR 028); filters and paging load in the screen.
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadRegisterScreen(context, request, registerOf(new URL(request.url).pathname));

export const shouldRevalidate = () => false;

/** /dashboard/<register>: the screen of a staff-kept record kind (issue 21), one route per kind. */
export default function RegisterPage() {
  const first = useLoaderData<typeof loader>();
  const register = registerOf(useLocation().pathname);
  if (!register) return <p className="rounded-lg bg-white p-6 shadow-sm">There is no such register.</p>;
  // A new key per kind: moving between registers starts with a fresh list.
  return (
    <RegisterScreen
      key={register.path}
      register={register}
      first={first?.register === register.path ? first.list : null}
    />
  );
}
