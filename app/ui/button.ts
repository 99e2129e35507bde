const base =
  "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

/** Class names for the product's buttons and button-like links. */
export const buttonClass = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`,
  danger: `${base} bg-red-700 text-white hover:bg-red-800`,
  accent: `${base} bg-accent-600 text-white hover:bg-accent-500`,
  ghost: `${base} text-slate-700 hover:bg-slate-100`,
};
