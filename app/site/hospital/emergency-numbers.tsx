import { useEnglishFallback } from "~/site/content/english-fallback";
import { useMessages } from "~/site/i18n/messages";
import { useSiteContact } from "~/site/site-contact";
import { telHref } from "~/ui/tel-href";

/** The emergency and ambulance numbers as big tap-to-call buttons (issue 23), from the staff-edited contact facts. */
export function EmergencyNumbers() {
  const { t } = useMessages();
  const { phoneLists } = useSiteContact();
  const englishIf = useEnglishFallback();
  // The lists keyed emergency and ambulance, under the names the editor gave them.
  const lines = (["emergency", "ambulance"] as const)
    .map((key) => phoneLists.find((list) => list.key === key))
    .filter((list) => list !== undefined && list.numbers.length > 0)
    .map((list) => ({ heading: list!.name, numbers: list!.numbers }));
  return (
    <section aria-labelledby="emergency-numbers" className="rounded-lg border-2 border-red-700 bg-red-50 p-5">
      <h2 id="emergency-numbers" className="text-xl font-bold text-red-900">
        {t("patients.emergency.callNow")}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {lines.map((line) => (
          <div key={line.heading}>
            <h3 lang={englishIf(line.heading)} className="font-semibold text-red-900">
              {line.heading}
            </h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {line.numbers.map((number) => (
                <li key={number}>
                  <a
                    href={telHref(number)}
                    className="inline-flex min-h-12 items-center rounded-md bg-red-700 px-4 text-lg font-bold text-white hover:bg-red-800"
                  >
                    <span className="sr-only">
                      {t("patients.emergency.callLine", { name: line.heading })}{" "}
                    </span>
                    {number}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mt-3 text-sm text-red-950">{t("patients.emergency.comeStraight")}</p>
    </section>
  );
}
