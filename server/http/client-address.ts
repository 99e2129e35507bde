import proxyaddr from "proxy-addr";

/** TRUST_PROXY as loadEnv reads it: a hop count, or addresses/CIDR ranges of trusted proxies. */
export type TrustProxy = number | string[] | undefined;

export interface AddressResolver {
  /** The client's address: the socket's peer, or the address a trusted proxy forwarded for it. */
  address(remote: string, forwardedFor: string | undefined): string;
  /** Whether the client reached us over https (directly, or through a trusted TLS-terminating proxy). */
  https(remote: string, forwardedProto: string | undefined, requestProtocol: string): boolean;
}

/**
 * Reads X-Forwarded-For / X-Forwarded-Proto only from trusted proxies (proxy-addr, the resolver Express
 * uses). Without TRUST_PROXY every forwarded header is ignored: a client cannot choose its address.
 */
export function createAddressResolver(trust: TrustProxy): AddressResolver {
  const trusted: (address: string, hop: number) => boolean =
    trust === undefined || trust === 0
      ? () => false
      : typeof trust === "number"
        ? (_address, hop) => hop < trust
        : proxyaddr.compile(trust);
  return {
    address(remote, forwardedFor) {
      if (!forwardedFor) return remote;
      const request = { connection: { remoteAddress: remote }, headers: { "x-forwarded-for": forwardedFor } };
      return proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trusted);
    },
    https(remote, forwardedProto, requestProtocol) {
      if (requestProtocol === "https:") return true;
      if (!forwardedProto || !trusted(remote, 0)) return false;
      // The proxy nearest to us wrote the last value.
      return forwardedProto.split(",").at(-1)!.trim().toLowerCase() === "https";
    },
  };
}
