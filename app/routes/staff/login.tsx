// Placeholder: built by the back-office issue.
export default function Login() {
  return (
    <main>
      <h1>Staff sign-in</h1>
    </main>
  );
}
