"use client";

import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import type { CountryComboboxProps, CountryFieldProps } from "./country-props.ts";

// A plain text field until its first focus or keystroke, which loads Headless UI's Combobox
// (its own chunk, some 44 KB gzip, that a visitor who never uses the field does not download).
export function CountryField(props: CountryFieldProps) {
  const plain = useRef<HTMLInputElement>(null);
  const mounted = useRef(false);
  const requested = useRef(false);
  const [combobox, setCombobox] = useState<{
    Component: ComponentType<CountryComboboxProps>;
    initialText: string;
    autoFocus: boolean;
  } | null>(null);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void import("./country-combobox.tsx").then(({ CountryCombobox }) => {
      const field = plain.current;
      if (!mounted.current) return;
      setCombobox({
        Component: CountryCombobox,
        initialText: field?.value ?? "",
        autoFocus: field !== null && document.activeElement === field,
      });
    });
  }, []);

  useEffect(() => {
    mounted.current = true;
    // Focused before the page's script ran: no focus event is coming.
    if (document.activeElement === plain.current) load();
    return () => {
      mounted.current = false;
    };
  }, [load]);

  if (combobox) {
    const { Component, ...state } = combobox;
    return <Component {...props} {...state} />;
  }
  return (
    <input
      ref={plain}
      id={props.id}
      name={props.name}
      type="text"
      autoComplete="country-name"
      required={props.required}
      // The contact form's prefill script may set `required` before hydration.
      suppressHydrationWarning
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
      onFocus={load}
      onInput={() => {
        load();
        props.onInput?.();
      }}
      className={`mt-1 ${props.inputClassName}`}
    />
  );
}
