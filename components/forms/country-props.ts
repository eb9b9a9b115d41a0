import type { Language } from "../../lib/i18n/languages.ts";

/**
 * The country field's props, shared by the plain field (components/forms/country-field.tsx)
 * and the combobox it loads (components/forms/country-combobox.tsx), which would otherwise
 * import each other.
 */
export interface CountryFieldProps {
  id: string;
  /** The posted field's name (the country's ISO code once the combobox is there). */
  name?: string;
  lng: Language;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  inputClassName: string;
  /** The field's label, which also names the button that opens the list. */
  label: string;
  /** Said in the list when no country matches the search. */
  noMatch: string;
  onInput?: () => void;
  onChange?: (code: string | null) => void;
}

/** The searchable list's props (components/forms/country-combobox.tsx): the field's, and what the plain field held. */
export interface CountryComboboxProps extends CountryFieldProps {
  /** What the plain field held when the combobox replaced it: a name or code is chosen for the visitor. */
  initialText: string;
  autoFocus: boolean;
}
