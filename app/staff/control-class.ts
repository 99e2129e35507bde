import { inputClass } from "../ui/form-field";

/** Single-line inputs and selects share one height (a select is shorter than an input by default). */
export const controlClass = `${inputClass} h-10`;
