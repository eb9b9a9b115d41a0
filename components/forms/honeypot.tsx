import { HONEYPOT_FIELD } from "../../lib/validation.ts";

// display: none, so neither autofill nor screen readers reach it; simple bots fill it in, and the
// API then pretends to succeed and stores nothing.
export function Honeypot({ label }: { label: string }) {
  return (
    <div hidden>
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function honeypotValue(form: HTMLFormElement): string {
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === "string" ? value : "";
}
