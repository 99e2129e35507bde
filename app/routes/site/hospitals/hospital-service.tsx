import { hospitalServices } from "~/content/hospital";
import { contentFor, useRouteContent } from "~/site/content/route-content";
import { BloodStockTable } from "~/site/hospital/blood-stock-table";
import { HospitalServiceView } from "~/site/hospital/hospital-service-view";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/hospital-service";

/** One module for the hospital's service pages (OPD, Emergency, ...); the route id picks the service. */
export const meta: Route.MetaFunction = (args) => pageMeta(args, contentFor(hospitalServices, args.matches));

/** The blood bank's page also shows the stock the hospital desk keeps (issue 23), from the blood-stock service. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  return { bloodStock: path === "/hospitals/blood-bank" ? await context.services.bloodStock.get() : null };
}

export default function HospitalService({ loaderData }: Route.ComponentProps) {
  const { bloodStock } = loaderData;
  return (
    <HospitalServiceView
      service={useRouteContent(hospitalServices)}
      first={bloodStock ? <BloodStockTable stock={bloodStock} /> : undefined}
    />
  );
}
