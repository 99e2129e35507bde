// Placeholder: replaced by the issue that builds this page.
export default function Placeholder() {
  return (
    <main>
      <h1>citizen-character</h1>
    </main>
  );
}
