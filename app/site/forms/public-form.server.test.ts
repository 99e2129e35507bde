import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { contactInput } from "../../../contract/contact";
import { submitPublicForm } from "./public-form.server";

const FIELDS = ["name", "email", "phone", "subject", "category", "message"] as const;
const valid = {
  name: "Asha",
  email: "asha@example.com",
  phone: "9876543210",
  subject: "Hostel",
  category: "general",
  message: "Is there a hostel?",
};

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://college.test/contact", {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
}

function setup(options: { limited?: boolean; saveFails?: Error; language?: "en" | "hi" } = {}) {
  const hit = vi.fn(async () => {
    if (options.limited)
      throw Object.assign(new Error("Too many"), { isDomainError: true, kind: "rate-limited" });
  });
  const error = vi.fn();
  const save = vi.fn(async () => {
    if (options.saveFails) throw options.saveFails;
  });
  const context = {
    services: { publicFormLimiter: { hit }, logger: { error } },
    clientAddress: "203.0.113.9",
    nonce: "",
    language: options.language ?? "en",
  } as unknown as AppLoadContext;
  const submit = (request: Request) =>
    submitPublicForm({
      request,
      context,
      fields: FIELDS,
      schema: contactInput,
      labels: { name: "forms.field.name", email: "forms.field.email", subject: "forms.contact.subject" },
      toInput: (values) => ({ ...values, language: options.language ?? "en" }),
      save,
      successMessage: "Message sent successfully",
    });
  return { hit, error, save, submit };
}

describe("a public form posted without JavaScript", () => {
  it("counts the post against the address and saves what the contract accepts", async () => {
    const { hit, save, submit } = setup();
    const answer = await submit(post(valid));
    expect(hit).toHaveBeenCalledWith("address:203.0.113.9");
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ name: "Asha", category: "general" }), {
      user: null,
      ip: "203.0.113.9",
      requestId: null,
    });
    expect(answer.init?.status).toBe(200);
    expect(answer.data).toEqual({ success: true, message: "Message sent successfully" });
  });

  it("answers 429 with the limiter's message, keeps the values and saves nothing", async () => {
    const { save, submit } = setup({ limited: true });
    const answer = await submit(post(valid));
    expect(answer.init?.status).toBe(429);
    expect(answer.data).toMatchObject({ success: false, message: "Too many", values: valid });
    expect(save).not.toHaveBeenCalled();
  });

  it("answers 400 with each field's error and the values as typed", async () => {
    const { save, submit } = setup();
    const answer = await submit(post({ ...valid, email: "nope", subject: " " }));
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      success: false,
      message: "Please correct the highlighted fields",
      errors: [
        { field: "email", message: "Enter a valid email address" },
        { field: "subject", message: "Subject is required" },
      ],
      values: { ...valid, email: "nope", subject: " " },
    });
    expect(save).not.toHaveBeenCalled();
  });

  it("answers a filled honeypot as sent and stores nothing", async () => {
    const { save, submit } = setup();
    const answer = await submit(post({ ...valid, website: "https://spam.example" }));
    expect(answer.data).toEqual({ success: true, message: "Message sent successfully" });
    expect(save).not.toHaveBeenCalled();
  });

  it("refuses an oversized body before reading it", async () => {
    const { hit, submit } = setup();
    const answer = await submit(post(valid, { "content-length": String(64 * 1024) }));
    expect(answer.init?.status).toBe(413);
    expect(hit).not.toHaveBeenCalled();
  });

  it("refuses a chunked body past the cap while reading it, before echoing anything (issue 9 item 4)", async () => {
    const { hit, save, submit } = setup();
    const chunk = new TextEncoder().encode(`name=${"A".repeat(64 * 1024)}&`);
    let sent = 0;
    // 3 MB without a Content-Length, as curl --data-binary @big -H "Transfer-Encoding: chunked" sends it.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 3 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://college.test/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as RequestInit);
    const answer = await submit(request);
    expect(answer.init?.status).toBe(413);
    expect(answer.data).toEqual({ success: false, message: "The form is too large to send." });
    expect(sent).toBeLessThan(256 * 1024);
    expect(hit).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it("refuses control characters in a field with a message naming it (issue 9 item 2)", async () => {
    const { save, submit } = setup();
    const answer = await submit(post({ ...valid, name: "Priya\u0000Sharma" }));
    expect(answer.init?.status).toBe(400);
    expect((answer.data as { errors?: unknown }).errors).toEqual([
      { field: "name", message: "Name must not contain control characters or line breaks" },
    ]);
    expect(save).not.toHaveBeenCalled();
  });

  it("logs only the class and code of a database error whose message quotes the values", async () => {
    const failure = Object.assign(
      new Error("insert into messages values ($1) params: Asha, asha@example.com, 9876543210"),
      { code: "22021" },
    );
    const { error, submit } = setup({ saveFails: failure });
    const answer = await submit(post(valid));
    expect(answer.init?.status).toBe(500);
    expect(error.mock.calls[0]![0]).toEqual({ err: { name: "Error", code: "22021" } });
    expect(JSON.stringify(error.mock.calls)).not.toMatch(/Asha|asha@example\.com|9876543210/);
  });

  it("logs an unexpected failure without the visitor's data and keeps their input", async () => {
    const { error, submit } = setup({ saveFails: new Error("connection reset") });
    const answer = await submit(post(valid));
    expect(answer.init?.status).toBe(500);
    expect(answer.data).toMatchObject({ success: false, values: valid });
    expect(JSON.stringify(error.mock.calls)).not.toContain("asha@example.com");
  });

  it("answers a Hindi page in Hindi: each field's error by field and issue, the message over them (issue 24)", async () => {
    const { save, submit } = setup({ language: "hi" });
    const answer = await submit(post({ ...valid, email: "nope", subject: " ", name: "A".repeat(121) }));
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      success: false,
      message: "कृपया लाल रंग से चिह्नित खाने ठीक करें",
      errors: [
        { field: "name", message: "नाम में अधिकतम 120 अक्षर हो सकते हैं" },
        { field: "email", message: "सही ईमेल पता लिखें" },
        { field: "subject", message: "विषय भरना ज़रूरी है" },
      ],
    });
    expect(save).not.toHaveBeenCalled();
    const one = await submit(post({ ...valid, name: "Priya\u0000Sharma" }));
    expect(one.data).toMatchObject({
      message: "नाम में कुछ ऐसे चिह्न हैं जो स्वीकार नहीं किए जाते; उन्हें हटाकर फिर से लिखें",
    });
  });

  it("says the rate limit and a too-large form in Hindi on a Hindi page, and saves the page's language", async () => {
    const limited = setup({ language: "hi", limited: true });
    expect((await limited.submit(post(valid))).data).toMatchObject({
      success: false,
      message: "यह फ़ॉर्म बहुत बार भेजा गया है। कृपया कुछ देर रुककर फिर से कोशिश करें; कोई ज़रूरी बात हो तो फ़ोन करें।",
    });
    const large = setup({ language: "hi" });
    const tooLarge = await large.submit(post(valid, { "content-length": String(64 * 1024) }));
    expect(tooLarge.data).toEqual({ success: false, message: "फ़ॉर्म बहुत बड़ा है, इसे भेजा नहीं जा सकता।" });
    const { save, submit } = setup({ language: "hi" });
    await submit(post(valid));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ language: "hi" }), expect.anything());
  });
});
