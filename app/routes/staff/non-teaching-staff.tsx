// Placeholder: replaced by the issue that builds this page.
export default function Placeholder() {
  return (
    <main>
      <h1>non-teaching-staff</h1>
    </main>
  );
}
