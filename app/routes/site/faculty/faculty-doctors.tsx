// Placeholder: built by the public forms issue.
export default function Page() {
  return (
    <main>
      <h1>faculty-doctors</h1>
    </main>
  );
}
