// Placeholder: built by the public forms issue.
export default function Page() {
  return (
    <main>
      <h1>admission-enquiry</h1>
    </main>
  );
}
