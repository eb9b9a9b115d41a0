"use client";

import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from "react";

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
  onClick: () => void;
}

type Loader = () => Promise<{ default: ComponentType<DeferredWidgetProps> }>;

/**
 * Headless UI's menus cost about 40 KB of gzipped JavaScript, as much as the whole budget
 * above a bare Next.js page. The page therefore ships a static trigger button that looks the
 * same; the widget's code loads on the first sign of intent (pointer over, touch, focus) and
 * replaces the trigger, opening at once if the visitor already clicked it.
 */
export function DeferredWidget({ load, trigger }: { load: Loader; trigger: (props: TriggerProps) => ReactNode }) {
  const [loaded, setLoaded] = useState<{ Widget: ComponentType<DeferredWidgetProps>; props: DeferredWidgetProps }>();
  const ref = useRef<HTMLButtonElement>(null);
  const wantsOpen = useRef(false);
  const loading = useRef(false);

  const start = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      ({ default: Widget }) => {
        const autoFocus = ref.current !== null && ref.current === document.activeElement;
        setLoaded({ Widget, props: { autoOpen: wantsOpen.current, autoFocus } });
      },
      (error: unknown) => {
        loading.current = false; // offline for a moment: the next intent tries again
        console.error("Could not load the menu", error);
      },
    );
  };

  if (loaded) return <loaded.Widget {...loaded.props} />;
  return trigger({
    ref,
    onPointerEnter: start,
    onTouchStart: start,
    onFocus: start,
    onClick: () => {
      wantsOpen.current = true;
      start();
    },
  });
}

/** In the widget: take focus and open as the visitor asked, once, through the real button. */
export function useContinueIntent(button: RefObject<HTMLElement | null>, { autoOpen, autoFocus }: DeferredWidgetProps) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (autoFocus || autoOpen) button.current?.focus();
    if (autoOpen) button.current?.click();
  }, [autoOpen, autoFocus, button]);
}
