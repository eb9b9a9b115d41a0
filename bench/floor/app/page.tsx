import { HydrationMark } from "./hydration-mark.tsx";

export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>
        The smallest page Next.js exports: what every page of the site pays before its own code.
      </p>
      <HydrationMark />
    </main>
  );
}
