// Placeholder: replaced by the issue that builds this page.
export default function Placeholder() {
  return (
    <main>
      <h1>admission-2025</h1>
    </main>
  );
}
