import type { FieldError } from "../../../contract/common";
import { VISIT_SOURCE_COOKIE, VISIT_SOURCE_HEADER } from "../../../contract/visit-source";
import { FIELD_ERROR_CLASS } from "~/ui/field-error";
import { CONNECTION_PROBLEM, FILL_ALL_FIELDS, SERVER_PROBLEM } from "../forms/form-outcome";
import { localizeFailure, type FailureTexts } from "../forms/localize-failure";
import { toast } from "./toast";

/** How one kind of form (its `data-public-form`) differs from sending its fields as they are. */
export interface FormKind {
  /** Turns the form's values into the endpoint's JSON body. */
  toBody?: (values: Record<string, string>) => Record<string, string>;
  /** Renames or rewords the endpoint's field errors for this form's fields. */
  mapErrors?: (errors: FieldError[]) => FieldError[];
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isCheckbox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && field.type === "checkbox";
/** What the field would post without the script: a checkbox its value when ticked, else nothing. */
const valueOf = (field: Field) => (isCheckbox(field) ? (field.checked ? field.value : "") : field.value);

/**
 * The public forms (contact, admission enquiry, Contact HR; PublicFormFrame). Without a script they post
 * to their page (ADR 007). Here each is sent as JSON to its REST endpoint (`data-endpoint`) instead: empty
 * required fields stop it with the toast "Please fill all the fields" and focus the first; while it is
 * sent the button shows "Sending..."; an acceptance shows a toast, empties the form and opens the success
 * dialog; a rejection shows its message as a toast and beside the form, and each field's error beside
 * the field, until that field changes. What was typed is kept on any failure.
 */
export function enhancePublicForms(kinds: Record<string, FormKind>) {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-public-form]")) {
    enhanceForm(form, kinds[form.dataset.publicForm ?? ""] ?? {});
  }
}

function enhanceForm(form: HTMLFormElement, kind: FormKind) {
  const fields = () =>
    Array.from(form.elements).filter(
      (element): element is Field =>
        (element instanceof HTMLInputElement ||
          element instanceof HTMLSelectElement ||
          element instanceof HTMLTextAreaElement) &&
        Boolean(element.name) &&
        element.name !== "website",
    );
  const button = form.querySelector<HTMLButtonElement>("[data-sending-button]")!;
  const alert = form.querySelector<HTMLElement>("[data-form-alert]");
  const dialog = form.parentElement?.querySelector<HTMLDialogElement>("dialog[data-success-dialog]");
  let sending = false;
  // A Hindi page's words for a refusal (the endpoint answers in English); none on an English page.
  const texts = form.dataset.failureTexts
    ? (JSON.parse(form.dataset.failureTexts) as FailureTexts)
    : undefined;

  const setAlert = (message: string | undefined) => {
    if (!alert) return;
    alert.textContent = message ?? "";
    alert.hidden = !message;
  };
  const clearErrors = () => fields().forEach(clearFieldError);
  const setSending = (on: boolean) => {
    sending = on;
    button.disabled = on;
    button.querySelector<HTMLElement>("[data-idle]")!.hidden = on;
    button.querySelector<HTMLElement>("[data-busy]")!.hidden = !on;
  };
  const showFailure = (status: number, english: string, errors: FieldError[] = []) => {
    const renamed = kind.mapErrors ? kind.mapErrors(errors) : errors;
    const { message, errors: mapped } = texts
      ? localizeFailure(texts, status, renamed)
      : { message: english, errors: renamed };
    clearErrors();
    for (const field of fields()) {
      const error = mapped.find((candidate) => candidate.field === field.name);
      if (error) setFieldError(field, error.message);
    }
    setAlert(message);
    toast.error(message);
  };

  // The browser's own checks would stop the post before our message; the script checks instead.
  form.noValidate = true;
  form.addEventListener("input", (event) => clearFieldError(event.target as Field));
  form.addEventListener("change", (event) => clearFieldError(event.target as Field));

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (sending) return;
    const empty = fields().filter((field) => field.required && !field.value.trim());
    if (empty.length > 0) {
      clearErrors();
      for (const field of empty) setFieldError(field, texts?.fieldRequired ?? "This field is required");
      setAlert(undefined);
      toast.error(texts?.fillAll ?? FILL_ALL_FIELDS);
      empty[0]!.focus();
      return;
    }
    const values = Object.fromEntries(fields().map((field) => [field.name, valueOf(field)]));
    const website = new FormData(form).get("website");
    const body = {
      ...(kind.toBody ? kind.toBody(values) : values),
      // The page's language, for the forms whose record keeps it (data-language).
      ...(form.dataset.language ? { language: form.dataset.language } : {}),
      ...(typeof website === "string" && website ? { website } : {}),
    };
    setSending(true);
    setAlert(undefined);
    try {
      const response = await fetch(form.dataset.endpoint!, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          ...visitSourceHeader(),
        },
        body: JSON.stringify(body),
        credentials: "omit",
      });
      const answer = (await response.json().catch(() => undefined)) as
        { message?: string; errors?: FieldError[]; data?: Record<string, unknown> } | undefined;
      if (response.ok) {
        // The page's own words on a Hindi page; else the endpoint's.
        toast.success((texts ? "" : answer?.message) || form.dataset.successMessage || "");
        for (const field of fields()) {
          if (isCheckbox(field)) field.checked = false;
          else field.value = "";
        }
        clearErrors();
        if (dialog) {
          const template = dialog.querySelector("template")!;
          dialog.replaceChildren(template, template.content.cloneNode(true));
          const reference = answer?.data?.reference;
          const line = dialog.querySelector<HTMLElement>("[data-reference-line]");
          if (line && typeof reference === "string" && reference) {
            line.querySelector("[data-sent-reference]")!.textContent = reference;
            line.hidden = false;
          }
          // Slots for what the endpoint answered (an appointment's reference).
          for (const slot of dialog.querySelectorAll<HTMLElement>("[data-answer]")) {
            slot.textContent = String(answer?.data?.[slot.dataset.answer!] ?? "");
          }
          dialog.showModal();
        }
      } else {
        showFailure(response.status, answer?.message || SERVER_PROBLEM, answer?.errors);
      }
    } catch {
      showFailure(0, texts?.connection ?? CONNECTION_PROBLEM);
    } finally {
      setSending(false);
    }
  });

  if (dialog) {
    dialog.addEventListener("click", (event) => {
      const target = event.target as Element;
      if (target === dialog || target.closest("[data-dialog-close]")) dialog.close();
    });
    dialog.addEventListener("close", () => {
      dialog.replaceChildren(dialog.querySelector("template")!);
      button.focus();
    });
  }
}

/** The landing page's campaign and referring site (issue 25), which the credential-less post would lose. */
function visitSourceHeader(): Record<string, string> {
  const prefix = `${VISIT_SOURCE_COOKIE}=`;
  const cookie = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return cookie ? { [VISIT_SOURCE_HEADER]: cookie.slice(prefix.length) } : {};
}

/** The error line under a field (FormField's markup: `<id>-error`, named by aria-describedby). */
function setFieldError(field: Field, message: string) {
  const id = `${field.id}-error`;
  let line = document.getElementById(id);
  if (!line) {
    line = document.createElement("p");
    line.id = id;
    line.className = FIELD_ERROR_CLASS;
    line.setAttribute("role", "alert");
    field.parentElement!.append(line);
  }
  line.textContent = message;
  field.setAttribute("aria-invalid", "true");
  const described = new Set((field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean));
  described.add(id);
  field.setAttribute("aria-describedby", [...described].join(" "));
}

function clearFieldError(field: Field) {
  if (!field?.id || !field.hasAttribute("aria-invalid")) return;
  const id = `${field.id}-error`;
  document.getElementById(id)?.remove();
  field.removeAttribute("aria-invalid");
  const described = (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((each) => each && each !== id);
  if (described.length > 0) field.setAttribute("aria-describedby", described.join(" "));
  else field.removeAttribute("aria-describedby");
}
