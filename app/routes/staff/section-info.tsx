// Placeholder: replaced by the issue that builds this page.
export default function Placeholder() {
  return (
    <main>
      <h1>section-info</h1>
    </main>
  );
}
