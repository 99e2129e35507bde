import type { UploadedImage } from "../../../contract/collections/collection";
import type { patientGuidesCollection } from "../../../contract/collections/patient-guides";
import { RenderedMarkdown } from "~/site/content/rendered-markdown";
import { useMessages } from "~/site/i18n/messages";
import { telHref } from "~/ui/tel-href";

type GuideFields = (typeof patientGuidesCollection)["fields"];

/** A patient guide as the loader passes it (server/collections `PageRecord`, typed here by its declaration). */
export interface Guide {
  section: string;
  heading: string;
  place: string | null;
  phone: string | null;
  hours: string | null;
  steps: { text: string }[];
  departments: { department: string; covers: string }[];
  /** The counter's QR image, when the hospital uploaded one (ABHA Scan & Share). */
  qrImage: UploadedImage | null;
  html: Partial<Record<keyof GuideFields, string>>;
}

/** One staff-edited section of a patients' page: its text, then whatever of steps, coverage and desk it has. */
export function GuideSection({
  guide,
  children,
  fallbackPhones,
}: {
  guide: Guide;
  children?: React.ReactNode;
  /** Shown when the section names a desk but no phone of its own (the hospital reception's). */
  fallbackPhones?: readonly string[];
}) {
  const { t } = useMessages();
  const id = `guide-${guide.section}`;
  const phones = guide.phone ? [guide.phone] : (fallbackPhones ?? []);
  const isDesk = guide.place !== null || guide.phone !== null || guide.hours !== null || fallbackPhones;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {guide.heading}
      </h2>
      {guide.html.body ? <RenderedMarkdown html={guide.html.body} /> : null}
      {guide.steps.length > 0 ? (
        <ol className="max-w-3xl list-decimal space-y-2 pl-6 leading-relaxed text-slate-800 marker:font-semibold marker:text-brand-700">
          {guide.steps.map((step) => (
            <li key={step.text}>{step.text}</li>
          ))}
        </ol>
      ) : null}
      {guide.qrImage ? (
        // Its size is reserved (width and height), so nothing moves when it arrives; below the fold, so lazy.
        <img
          src={guide.qrImage.url}
          srcSet={guide.qrImage.images.map((image) => `${image.url} ${image.width}w`).join(", ")}
          sizes="16rem"
          width={guide.qrImage.width}
          height={guide.qrImage.height}
          alt={guide.qrImage.alt}
          loading="lazy"
          decoding="async"
          className="h-auto w-64 max-w-full rounded-lg border border-slate-200 bg-white"
        />
      ) : null}
      {guide.departments.length > 0 ? (
        <dl className="max-w-3xl divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {guide.departments.map((row) => (
            <div key={row.department} className="p-4 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
              <dt className="font-semibold text-slate-900">{row.department}</dt>
              <dd className="text-slate-700">{row.covers}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {isDesk ? (
        <ul className="max-w-3xl space-y-1 text-slate-800">
          <li>
            <span className="font-medium">{t("patients.guide.where")} </span>
            {guide.place ?? t("patients.guide.whereUnknown")}
          </li>
          {guide.hours ? (
            <li>
              <span className="font-medium">{t("patients.guide.hours")} </span>
              {guide.hours}
            </li>
          ) : null}
          {phones.map((phone) => (
            <li key={phone}>
              <span className="font-medium">{t("patients.guide.phone")} </span>
              <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
                {phone}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </section>
  );
}
