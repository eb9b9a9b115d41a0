"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Namespace } from "@/lib/i18n/messages";

export type HeadlessUi = typeof import("./headless");

let headless: Promise<HeadlessUi> | undefined;
function loadHeadless(): Promise<HeadlessUi> {
  headless ??= import("./headless").catch((error: unknown) => {
    headless = undefined; // offline for a moment: the next intent tries again
    throw error;
  });
  return headless;
}

/** What the visitor did before the real widget took over from the plain element. */
export interface Handoff {
  /** Clicked (or pressed Enter or Space on) the plain trigger. */
  open: boolean;
  /** The id of the element that had focus at the swap. */
  focusedId?: string;
}

/** Handlers for the plain element(s) a widget shows until Headless UI has loaded. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
  onClick: () => void;
}

/**
 * Headless UI costs about 44 KB of gzipped JavaScript, more than the page's whole budget above
 * a bare Next.js page, and its start-up would delay the first paint. So each widget (menus,
 * switches) first renders plain elements that look the same, and this hook loads Headless UI,
 * with the namespaces the widget needs, on the first sign of intent (pointer over, touch,
 * focus, press). Once the visitor engages (focus, or a click), the widget renders the real
 * thing and continues what the visitor started (see `useHandoff`).
 */
export function useDeferredUi(namespaces: readonly Namespace[] = []) {
  const { i18n } = useTranslation();
  const [ui, setUi] = useState<HeadlessUi>();
  const [handoff, setHandoff] = useState<Handoff>();
  const loaded = useRef<HeadlessUi>(undefined);
  const started = useRef(false);
  const wantsOpen = useRef(false);
  // Swapped only once the visitor engages (focus, or a press that is over, its click
  // included), never under a pointer that is merely hovering: a swap between pointerdown and
  // click would send the click to neither element, or to their common ancestor, which an open
  // menu takes for a click outside it.
  const engaged = useRef(false);
  const pressing = useRef(false);

  const swap = () => {
    if (!loaded.current || !engaged.current || pressing.current) return;
    setUi(() => loaded.current);
    setHandoff({ open: wantsOpen.current, focusedId: document.activeElement?.id || undefined });
  };
  const preload = () => {
    if (started.current) return;
    started.current = true;
    const missing = namespaces.filter((ns) => !i18n.hasLoadedNamespace(ns));
    Promise.all([loadHeadless(), missing.length > 0 && i18n.loadNamespaces(missing)]).then(
      ([module]) => {
        // i18next settles even when its retries fail: without the copy, keep the plain element.
        if (!missing.every((ns) => i18n.hasLoadedNamespace(ns))) {
          throw new Error(`could not load the copy (${missing.join(", ")})`);
        }
        loaded.current = module;
        swap();
      },
      (error: unknown) => {
        started.current = false; // the plain elements keep working; the next intent retries
        console.error("Could not load the widget", error);
      },
    );
  };
  const engage = () => {
    engaged.current = true;
    preload();
    swap();
  };
  const press = () => {
    pressing.current = true;
    wantsOpen.current = true;
    const end = () => {
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", end);
      // After the click that follows pointerup in the same task.
      setTimeout(() => {
        pressing.current = false;
        engage();
      }, 0);
    };
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", end);
    preload();
  };
  const intent: IntentHandlers = {
    onPointerEnter: preload,
    onTouchStart: preload,
    onFocus: engage,
    onPointerDown: press,
    // A click without a press: Enter or Space on the focused trigger.
    onClick: () => {
      wantsOpen.current = true;
      engage();
    },
  };
  return { ui, handoff, intent };
}

/**
 * A ref for the real trigger of a menu: once it is there, it takes the focus if the plain
 * trigger (`plainId`) had it, and opens if the visitor already clicked.
 */
export function useHandoff(handoff: Handoff | undefined, plainId: string) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!handoff) return;
    if (handoff.open || handoff.focusedId === plainId) button.current?.focus();
    if (handoff.open) button.current?.click();
  }, [handoff, plainId]);
  return button;
}
