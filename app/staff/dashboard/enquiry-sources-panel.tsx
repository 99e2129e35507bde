import { useState } from "react";
import { Link } from "react-router";
import type { EnquirySources } from "../../../contract/enquiry";
import { ENQUIRY_SOURCE_LABELS } from "../../../contract/enquiry-values";
import { controlClass } from "../control-class";
import { fetchSources } from "../enquiries/enquiries-api";
import { formatNumber } from "../format";
import { FilterField } from "../list-filters";
import { ListError, ListLoading } from "../list-states";
import { useApiData, type InitialData } from "../use-api-data";
import { seasonRange, sourcesKey } from "./dashboard-keys";

const FIGURES = [
  { key: "enquiries", label: "Enquiries", bar: "bg-brand-700" },
  { key: "contacted", label: "Contacted", bar: "bg-sky-600" },
  { key: "admitted", label: "Admitted", bar: "bg-green-700" },
] as const;

type Row = EnquirySources["bySource"][number];

/** One bar per figure of a source, scaled to the largest source's enquiries. */
function SourceBars({ row, max }: { row: Row; max: number }) {
  return (
    <li className="grid grid-cols-[7rem_1fr] items-center gap-3 py-1.5" data-source={row.source}>
      <span className="text-sm font-medium text-slate-800">{ENQUIRY_SOURCE_LABELS[row.source]}</span>
      <span className="space-y-0.5">
        {FIGURES.map((figure) => (
          <span key={figure.key} className="flex items-center gap-2 text-xs text-slate-700">
            <span
              className={`h-2.5 rounded-sm ${figure.bar}`}
              style={{
                width: `${max ? (row[figure.key] / max) * 100 : 0}%`,
                minWidth: row[figure.key] ? 2 : 0,
              }}
              aria-hidden="true"
            />
            <span data-figure={`${row.source} ${figure.key}`}>
              {formatNumber(row[figure.key])} {figure.label.toLowerCase()}
            </span>
          </span>
        ))}
      </span>
    </li>
  );
}

/**
 * Where enquiries come from: per source (bars) and per web campaign (table), for a chosen range (first the
 * season so far). `initial`: the season's figures read by the dashboard's server loader.
 */
export function EnquirySourcesPanel({ initial }: { initial?: InitialData<EnquirySources> | null }) {
  const [range, setRange] = useState(seasonRange);
  const sources = useApiData(sourcesKey(range), () => fetchSources(range), { initial });
  const data = sources.data;
  const max = Math.max(0, ...(data?.bySource.map((row) => row.enquiries) ?? []));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <FilterField id="sources-from" label="Received from">
          <input
            id="sources-from"
            type="date"
            value={range.from}
            onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
            className={controlClass}
          />
        </FilterField>
        <FilterField id="sources-to" label="Received to">
          <input
            id="sources-to"
            type="date"
            value={range.to}
            onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
            className={controlClass}
          />
        </FilterField>
      </div>
      {sources.error ? (
        <ListError what="the sources" message={sources.error} onRetry={sources.reload} />
      ) : !data ? (
        <ListLoading text="Loading the sources..." />
      ) : (
        <>
          <ul aria-label="Enquiries per source" className="divide-y divide-slate-100">
            {data.bySource.map((row) => (
              <SourceBars key={row.source} row={row} max={max} />
            ))}
          </ul>
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm" aria-label="Web campaigns">
              <caption className="mb-2 text-left text-sm font-semibold text-slate-800">
                Web campaigns (utm_source / utm_medium / utm_campaign)
              </caption>
              <thead className="bg-slate-50 text-xs text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Campaign
                  </th>
                  {FIGURES.map((figure) => (
                    <th key={figure.key} scope="col" className="px-3 py-2 text-right">
                      {figure.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.byCampaign.length === 0 ? (
                  <tr>
                    <td colSpan={4} className="px-3 py-2 text-slate-700">
                      No enquiry in this range came from a campaign link.
                    </td>
                  </tr>
                ) : (
                  data.byCampaign.map((row) => {
                    const name = [row.campaign.source, row.campaign.medium, row.campaign.name]
                      .map((part) => part ?? "—")
                      .join(" / ");
                    return (
                      <tr key={name} data-campaign={name}>
                        <td className="px-3 py-2 text-slate-900">{name}</td>
                        {FIGURES.map((figure) => (
                          <td key={figure.key} className="px-3 py-2 text-right text-slate-900">
                            {formatNumber(row[figure.key])}
                          </td>
                        ))}
                      </tr>
                    );
                  })
                )}
              </tbody>
            </table>
          </div>
          <p className="text-sm">
            <Link
              to="/dashboard/admission-enquiry?source=web"
              className="text-brand-800 underline underline-offset-2"
            >
              Web enquiries
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
