"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

// Prefetches once the visitor shows intent (the pointer on it, a touch, the keyboard's focus)
// rather than as it comes into view, so a page view pays for no route it does not take
// (decision 0041). The pattern of Next's prefetching guide, "Hover-triggered prefetch".
export function IntentLink(props: Omit<ComponentProps<typeof Link>, "prefetch">) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={show}
      onTouchStart={show}
      onFocus={show}
    />
  );
}
