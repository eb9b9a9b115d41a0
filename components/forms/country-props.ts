import type { Language } from "../../lib/i18n/languages.ts";

// Shared by country-field.tsx and the combobox it loads, which would otherwise import each other.
export interface CountryFieldProps {
  id: string;
  name?: string;
  lng: Language;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  inputClassName: string;
  label: string;
  noMatch: string;
  onInput?: () => void;
  onChange?: (code: string | null) => void;
}

export interface CountryComboboxProps extends CountryFieldProps {
  initialText: string;
  autoFocus: boolean;
}
