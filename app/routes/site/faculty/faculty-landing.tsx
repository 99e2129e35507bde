// Placeholder: replaced by the issue that builds this page.
export default function Placeholder() {
  return (
    <main>
      <h1>faculty-landing</h1>
    </main>
  );
}
