import { sitePathOf } from "../../../../contract/language";
import { data, useLoaderData } from "react-router";
import {
  HOSPITAL_SERVICE_PATHS,
  hospitalServicesCollection,
  type HospitalServicePath,
} from "../../../../contract/collections/hospital-services";
import { isStaffPreview } from "~/site/preview-request.server";
import { BloodStockTable } from "~/site/hospital/blood-stock-table";
import { EmergencyNumbers } from "~/site/hospital/emergency-numbers";
import { HospitalServiceView } from "~/site/hospital/hospital-service-view";
import { metaMessages } from "~/site/i18n/messages";
import type { SiteHandle } from "~/site/i18n/site-handle";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/hospital-service";

const isServicePath = (path: string): path is HospitalServicePath =>
  (HOSPITAL_SERVICE_PATHS as readonly string[]).includes(path);

/**
 * One module for the hospital's service pages (Emergency, laboratories, ...): the address picks the record of
 * the hospital-services collection. The blood bank's page also shows the stock the hospital desk keeps (issue
 * 23); Emergency's opens with its numbers (from the contact facts the root loader reads).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const path = sitePathOf(new URL(request.url).pathname).replace(/\/$/, "");
  const preview = await isStaffPreview(context, request);
  const service = isServicePath(path)
    ? await context.services.collections
        .pages(hospitalServicesCollection)
        .record(path, { preview, language: context.language })
    : null;
  if (!service) throw data("Not found", { status: 404 });
  return {
    service,
    preview,
    bloodStock: path === "/hospitals/blood-bank" ? await context.services.bloodStock.get() : null,
    emergency: path === "/hospitals/emergency",
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, args.data.service) : [{ title: metaMessages(args).t("notFound.pageTitle") }];

export const handle: SiteHandle = { translated: true };

export default function HospitalService() {
  const { service, preview, bloodStock, emergency } = useLoaderData<typeof loader>();
  return (
    <HospitalServiceView
      service={service}
      preview={preview}
      top={emergency ? <EmergencyNumbers /> : undefined}
      first={bloodStock ? <BloodStockTable stock={bloodStock} /> : undefined}
    />
  );
}
