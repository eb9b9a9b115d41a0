import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = { title: "Floor" };

/** The smallest root layout Next.js accepts: the floor the site's figures are compared with. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
