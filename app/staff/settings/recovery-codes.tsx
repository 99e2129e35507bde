import toast from "react-hot-toast";
import { siteConfig } from "../../content/site-config";
import { buttonClass } from "../../ui/button";

const asText = (codes: string[]) =>
  `${siteConfig.name}: recovery codes for two-factor sign-in\nEach works once, instead of a code from your authenticator app.\n\n${codes.join("\n")}\n`;

/**
 * The recovery codes, shown once: copied, downloaded as a text file, or printed (the print shows only this
 * block: `data-print-alone`, app.css).
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success("Recovery codes copied");
    } catch {
      toast.error("The browser did not allow copying: download or print them instead");
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([asText(codes)], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div data-print-alone className="flex flex-col gap-3">
      <p className="hidden font-semibold print:block">{siteConfig.name}: recovery codes</p>
      <ul aria-label="Recovery codes" className="grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((item) => (
          <li key={item} className="rounded bg-slate-100 px-2 py-1 text-slate-900">
            {item}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2 print:hidden">
        <button type="button" className={buttonClass.secondary} onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className={buttonClass.secondary} onClick={download}>
          Download
        </button>
        <button type="button" className={buttonClass.secondary} onClick={() => window.print()}>
          Print
        </button>
      </div>
    </div>
  );
}
