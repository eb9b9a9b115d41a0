"use client";

import type { MouseEvent, ReactNode } from "react";
import { buttonStyles } from "./button-link.tsx";

/**
 * A way back to the form a visitor came from. It is a link to the form's page, so it works
 * without JavaScript; with it, and when the visitor did come from this site, it goes back in
 * history instead, where the browser has kept what was typed in the form.
 */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    const cameFromSite = document.referrer.startsWith(`${window.location.origin}/`);
    if (!cameFromSite || window.history.length < 2) return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <a href={href} onClick={back} className={buttonStyles()}>
      {children}
    </a>
  );
}
