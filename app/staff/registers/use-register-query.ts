import { useAddressQuery } from "../use-address-query";
import type { Register } from "./registers";

export const REGISTER_PAGE_SIZE = 20;

/** A register list's (or another filtered list's) page, search words and filters, kept in the address. */
export const useRegisterQuery = (register: Pick<Register, "filters">) =>
  useAddressQuery(register.filters, REGISTER_PAGE_SIZE);
