import { useActionData } from "react-router";
import { errorsByField, type FormOutcome } from "./form-outcome";

/** What a public form shows when it is rendered on the server: empty, or the outcome of a post. */
export interface PostedForm<F extends string> {
  /** The values to show: the ones posted when the post was rejected, else the page's starting values. */
  values: Partial<Record<F, string>>;
  errors: Partial<Record<F, string>>;
  /** The rejection's message, kept beside the form. */
  alert?: string;
  /** The post was accepted (without JavaScript: the page says so above the emptied form). */
  sent: boolean;
  /** The accepted post's reference to quote (ENQ-000123), when the form's record has one. */
  reference?: string;
  /** What an accepted post answered, when its form shows it (a reference). */
  receipt?: Record<string, string>;
}

/**
 * The state of a public form in the server's HTML (ADR 013: the public pages do not hydrate). Without
 * JavaScript the browser posts the form to the page's action, whose answer (useActionData) comes back
 * here; with JavaScript the site's form script (app/site/enhance/public-forms.ts) sends it to the REST
 * endpoint and shows the same things in place: toast, field errors, alert, dialog.
 */
export function usePostedForm<F extends string>(
  initialValues: Partial<Record<F, string>> = {},
): PostedForm<F> {
  const posted = useActionData() as FormOutcome<F> | undefined;
  if (posted && !posted.success) {
    return {
      values: posted.values ?? {},
      errors: errorsByField(posted.errors) as Partial<Record<F, string>>,
      alert: posted.message,
      sent: false,
    };
  }
  return {
    values: posted ? {} : initialValues,
    errors: {},
    sent: posted?.success === true,
    reference: posted?.success ? posted.reference : undefined,
    receipt: posted?.success ? posted.receipt : undefined,
  };
}
