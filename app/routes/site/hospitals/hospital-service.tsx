import { hospitalServices } from "~/content/hospital";
import { contentFor, useRouteContent } from "~/site/content/route-content";
import { BloodStockTable } from "~/site/hospital/blood-stock-table";
import { EmergencyNumbers } from "~/site/hospital/emergency-numbers";
import { HospitalServiceView } from "~/site/hospital/hospital-service-view";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/hospital-service";

/** One module for the hospital's service pages (OPD, Emergency, ...); the route id picks the service. */
export const meta: Route.MetaFunction = (args) => pageMeta(args, contentFor(hospitalServices, args.matches));

/**
 * The blood bank's page also shows the stock the hospital desk keeps (issue 23), from the blood-stock service;
 * Emergency's opens with its numbers (from the contact facts the root loader reads).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  return {
    bloodStock: path === "/hospitals/blood-bank" ? await context.services.bloodStock.get() : null,
    emergency: path === "/hospitals/emergency",
  };
}

export default function HospitalService({ loaderData }: Route.ComponentProps) {
  const { bloodStock, emergency } = loaderData;
  return (
    <HospitalServiceView
      service={useRouteContent(hospitalServices)}
      top={emergency ? <EmergencyNumbers /> : undefined}
      first={bloodStock ? <BloodStockTable stock={bloodStock} /> : undefined}
    />
  );
}
