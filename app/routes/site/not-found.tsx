import { data } from "react-router";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <main>
      <h1>Oops! Page Not Found</h1>
    </main>
  );
}
