export default function Home() {
  return (
    <main>
      <h1>Medical College and Hospital</h1>
    </main>
  );
}
