"use client";

import type { MouseEvent, ReactNode } from "react";
import { buttonStyles } from "./button-link.tsx";

// A link, so it works without JavaScript; with it, back in history when the visitor came from
// this site, where the browser has kept what was typed.
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
