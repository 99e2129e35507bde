// Placeholder: built by the public forms issue.
export default function Page() {
  return (
    <main>
      <h1>career-page</h1>
    </main>
  );
}
