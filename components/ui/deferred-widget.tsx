"use client";

import { useEffect, useRef, useState, type ComponentType, type RefObject } from "react";

/** What a deferred widget is told when it replaces its static trigger. */
export interface DeferredWidgetProps {
  /** The visitor clicked (or pressed Enter or Space on) the trigger before the widget loaded. */
  autoOpen: boolean;
  /** The trigger had keyboard focus when the widget replaced it. */
  autoFocus: boolean;
}

export interface TriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  onPointerEnter: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
  onClick: () => void;
}

type Loader<P> = () => Promise<{ default: ComponentType<P & DeferredWidgetProps> }>;

/**
 * Headless UI's menus and the i18next instance they translate with cost about 60 KB of
 * gzipped JavaScript, more than the whole budget above a bare Next.js page, and their start-up
 * work would delay the first paint. The page therefore ships a static trigger that looks the
 * same, labelled by the server; the widget's code loads on the first sign of intent (pointer over, touch, focus) and
 * replaces the trigger, opening at once if the visitor already clicked it.
 */
export function DeferredWidget<P extends object>({
  load,
  Trigger,
  props,
}: {
  load: Loader<P>;
  Trigger: ComponentType<P & TriggerProps>;
  /** Given to both the trigger and the widget (labels from the server, for example). */
  props: P;
}) {
  const [loaded, setLoaded] = useState<{
    Widget: ComponentType<P & DeferredWidgetProps>;
    intent: DeferredWidgetProps;
  }>();
  const ref = useRef<HTMLButtonElement>(null);
  const wantsOpen = useRef(false);
  const loading = useRef(false);
  // Settles once the current press is over (its click included); settled when none is.
  const pressOver = useRef<Promise<void>>(Promise.resolve());

  const start = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      async ({ default: Widget }) => {
        // Swapping buttons mid-press would send the click to their common ancestor, which the
        // new menu takes for a click outside it, closing itself as it opens.
        await pressOver.current;
        const autoFocus = ref.current !== null && ref.current === document.activeElement;
        setLoaded({ Widget, intent: { autoOpen: wantsOpen.current, autoFocus } });
      },
      (error: unknown) => {
        loading.current = false; // offline for a moment: the next intent tries again
        console.error("Could not load the menu", error);
      },
    );
  };

  if (loaded) return <loaded.Widget {...props} {...loaded.intent} />;
  const open = () => {
    wantsOpen.current = true;
    start();
  };
  // A press is an intent to open, and the widget waits for it to end before taking over.
  const press = () => {
    pressOver.current = new Promise((resolve) => {
      const end = () => {
        window.removeEventListener("pointerup", end);
        window.removeEventListener("pointercancel", end);
        setTimeout(resolve, 0); // after the click that follows pointerup in the same task
      };
      window.addEventListener("pointerup", end);
      window.addEventListener("pointercancel", end);
    });
    open();
  };
  return (
    <Trigger
      {...props}
      ref={ref}
      onPointerEnter={start}
      onTouchStart={start}
      onFocus={start}
      onPointerDown={press}
      onClick={open}
    />
  );
}

/** In the widget: take focus and open as the visitor asked, once, through the real button. */
export function useContinueIntent(
  button: RefObject<HTMLElement | null>,
  { autoOpen, autoFocus }: DeferredWidgetProps,
) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (autoFocus || autoOpen) button.current?.focus();
    if (autoOpen) button.current?.click();
  }, [autoOpen, autoFocus, button]);
}
