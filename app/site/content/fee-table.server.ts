import { data, type AppLoadContext } from "react-router";
import { feePaymentCollection } from "../../../contract/collections/fee-payment";
import { feeTableIn, sessionField, type FeeTableId } from "../../../contract/fees";
import { isStaffPreview } from "../preview-request.server";
import { canPreviewContent } from "../staff-preview.server";

/**
 * A fee page's table, read from the fee service: the current session (published; with `?preview`, a signed-in
 * editor sees the draft waiting to be published), or, with a session in the address, that session as it was
 * last published (404 when the table never published it), in the page's language (Hindi rows and notes where
 * given, else English listed in `fallbacks`). With it, every session the table has published, for the links
 * to earlier sessions.
 */
export async function loadFeeTable(
  context: AppLoadContext,
  request: Request,
  id: FeeTableId,
  session?: string,
) {
  const fees = context.services.fees;
  const sessions = await fees.sessions(id);
  if (session !== undefined) {
    const table = sessionField.safeParse(session).success ? await fees.session(id, session) : null;
    if (!table) throw data("Not found", { status: 404 });
    return { table: feeTableIn(table, context.language), sessions };
  }
  const wantsPreview = new URL(request.url).searchParams.has("preview");
  const table =
    wantsPreview && (await canPreviewContent(context, request))
      ? await fees.preview(id)
      : await fees.current(id);
  return { table: feeTableIn(table, context.language), sessions };
}

/** The bank accounts and the admission-confirmation note both fee pages show (fee-payment; null: none published). */
export async function loadFeePayment(context: AppLoadContext, request: Request) {
  const preview = await isStaffPreview(context, request);
  const [payment] = await context.services.collections
    .pages(feePaymentCollection)
    .records({ preview, language: context.language });
  return payment ?? null;
}

export type FeePaymentRecord = NonNullable<Awaited<ReturnType<typeof loadFeePayment>>>;
