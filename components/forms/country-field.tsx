"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import type { CountryComboboxProps, CountryFieldProps } from "./country-props";

/** Headless UI's Combobox comes in its own chunk, fetched once a page that has this field runs. */
const loadCombobox = () => import("./country-combobox").then((module) => module.CountryCombobox);

/**
 * A country: a plain text field from the first paint and without JavaScript (the server reads
 * a name in either language or a code, lib/countries.ts), replaced by a searchable list once
 * the combobox's chunk has arrived, which keeps what was typed.
 */
export function CountryField(props: CountryFieldProps) {
  const plain = useRef<HTMLInputElement>(null);
  const [combobox, setCombobox] = useState<{
    Component: ComponentType<CountryComboboxProps>;
    initialText: string;
    autoFocus: boolean;
  } | null>(null);

  useEffect(() => {
    let live = true;
    void loadCombobox().then((Component) => {
      if (!live) return;
      const field = plain.current;
      setCombobox({
        Component,
        initialText: field?.value ?? "",
        autoFocus: field !== null && document.activeElement === field,
      });
    });
    return () => {
      live = false;
    };
  }, []);

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
      onInput={props.onInput}
      className={`mt-1 ${props.inputClassName}`}
    />
  );
}
