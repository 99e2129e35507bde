// Placeholder: replaced by the public-site issue.
export function loader() {
  return new Response("", { headers: { "Content-Type": "text/plain" } });
}
