"use client";

import { useEffect } from "react";
import { arrowTarget, TYPEAHEAD_RESET_MS, typeaheadTarget } from "../../lib/menu-keys.ts";

const MENU = "[popover][data-menu]";

function linksOf(menu: Element): HTMLAnchorElement[] {
  return Array.from(menu.querySelectorAll<HTMLAnchorElement>("a[href]"));
}

function menuOf(trigger: Element): HTMLElement | null {
  const id = trigger.getAttribute("popovertarget");
  const menu = id ? document.getElementById(id) : null;
  return menu?.matches(MENU) ? menu : null;
}

// The menus are native popovers (decision 0014). Once the script runs this adds what HTML lacks:
// focus on open from the keyboard, arrow keys, Home, End and type-ahead, and closing on a chosen
// link, since Next.js navigates without reloading the page.
export function MenuKeys() {
  useEffect(() => {
    let keyboardOpen: "first" | "last" | undefined;
    let typed = "";
    let typedAt = 0;

    const focusLink = (menu: Element, index: number | undefined) => {
      if (index !== undefined) linksOf(menu)[index]?.focus();
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as Element;
      const trigger = target.closest?.("[popovertarget]");
      // Keys typed on a button while its menu opens (`toggle` comes a task later) act on the menu.
      const menu = trigger ? menuOf(trigger) : target.closest?.<HTMLElement>(MENU);
      if (!menu) return;
      const open = menu.matches(":popover-open");
      if (trigger && (event.key === "Enter" || event.key === " ")) {
        keyboardOpen = "first";
        return;
      }
      if (trigger && !open && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
        event.preventDefault();
        keyboardOpen = event.key === "ArrowDown" ? "first" : "last";
        menu.showPopover();
        return;
      }
      if (!open) return;
      const links = linksOf(menu);
      const current = links.indexOf(document.activeElement as HTMLAnchorElement);
      const moved = arrowTarget(event.key, current, links.length);
      if (moved !== undefined) {
        event.preventDefault();
        focusLink(menu, moved);
      } else if (event.key.length === 1 && event.key !== " ") {
        typed = event.timeStamp - typedAt > TYPEAHEAD_RESET_MS ? event.key : typed + event.key;
        typedAt = event.timeStamp;
        const labels = links.map((link) => link.textContent ?? "");
        focusLink(menu, typeaheadTarget(labels, current, typed));
      }
    };

    const onPointerDown = () => (keyboardOpen = undefined);

    // `toggle` does not bubble: listened to while it goes down to the popover.
    const onToggle = (event: Event) => {
      const menu = event.target as Element;
      if (!menu.matches?.(MENU) || (event as ToggleEvent).newState !== "open") return;
      // Unless a key typed meanwhile already moved into the menu.
      if (keyboardOpen && !menu.contains(document.activeElement)) {
        focusLink(menu, keyboardOpen === "first" ? 0 : linksOf(menu).length - 1);
      }
      keyboardOpen = undefined;
    };

    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.("a[href]");
      const popover = link?.closest<HTMLElement>("[popover]");
      if (popover?.matches(":popover-open")) popover.hidePopover();
    };

    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener("keydown", onKeyDown, { signal });
    document.addEventListener("pointerdown", onPointerDown, { signal });
    document.addEventListener("toggle", onToggle, { capture: true, signal });
    document.addEventListener("click", onClick, { signal });
    return () => listening.abort();
  }, []);
  return null;
}
