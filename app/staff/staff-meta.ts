import { siteConfig } from "../content/site-config";

/** Title of a back-office screen; staff screens are never indexed. */
export function staffMeta(title: string) {
  return [
    { title: `${title} · Staff · ${siteConfig.shortName}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
