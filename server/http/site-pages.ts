import { createRequestHandler, type ServerBuild } from "react-router";
import { HINDI_BASE } from "../../contract/language";
import type { RequestContext } from "../request-context";

type Build = ServerBuild | (() => Promise<ServerBuild>);

const mountedAt = (build: Build, basename: string): Build =>
  typeof build === "function" ? async () => ({ ...(await build()), basename }) : { ...build, basename };

/**
 * React Router's pages, twice (ADR 029): the site as built at `/`, and the same routes mounted at `/hi` for
 * Hindi. React Router then writes every `<Link>` and redirect of a Hindi page under `/hi` and matches its
 * routes without the prefix, so no route, loader or link is declared twice.
 */
export function sitePageHandler(build: Build, mode: string) {
  const english = createRequestHandler(build, mode);
  const hindi = createRequestHandler(mountedAt(build, HINDI_BASE), mode);
  return (request: Request, context: RequestContext) =>
    (context.language === "hi" ? hindi : english)(request, context);
}
