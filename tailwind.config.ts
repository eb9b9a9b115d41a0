import type { Config } from "tailwindcss";
import plugin from "tailwindcss/plugin";

/**
 * The brand's design tokens, once: the stylesheet reads them (app/globals.css, `@config`) and so
 * does the Open Graph image generator (builder/og-images.tsx). System fonts: zero bytes to
 * download and no flash of unstyled text. Colours are checked for WCAG AA contrast on their
 * intended backgrounds.
 */
export const tokens = {
  colors: {
    brand: {
      50: "#eef7f6",
      100: "#d5ecea",
      200: "#aad9d4",
      500: "#1f8a80",
      600: "#16736b",
      700: "#115c56",
      800: "#0d4743",
      900: "#0a3431",
    },
    skin: {
      50: "#fdf6f1",
      100: "#f8e6da",
      300: "#e9b896",
      500: "#c9835a",
      700: "#8f4f2c",
    },
    ink: {
      500: "#5b6472",
      600: "#475060",
      700: "#343b47",
      900: "#141a22",
    },
  },
  fontFamily: {
    sans: [
      "ui-sans-serif",
      "system-ui",
      "-apple-system",
      '"Segoe UI"',
      "Roboto",
      '"Helvetica Neue"',
      "Arial",
      '"Noto Sans"',
      "sans-serif",
      '"Apple Color Emoji"',
      '"Segoe UI Emoji"',
    ],
  },
  /** The top banner's height: the page starts below it (`md:pt-banner`), the header sticks under it. */
  spacing: { banner: "2.5rem" },
} as const;

/**
 * `--color-brand-600`… as CSS variables. Tailwind inlines a JavaScript config's values in the
 * utilities and declares no variables for them, but SVG components paint with `var(--color-…)`
 * (components/icons/logo-mark.tsx, components/illustrations/drawing-dimensions.tsx).
 */
function themeVariables(): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(tokens.colors))
    for (const [shade, value] of Object.entries(shades))
      variables[`--color-${name}-${shade}`] = value;
  variables["--font-sans"] = tokens.fontFamily.sans.join(", ");
  for (const [name, value] of Object.entries(tokens.spacing))
    variables[`--spacing-${name}`] = value;
  return variables;
}

export default {
  theme: { extend: tokens },
  plugins: [plugin(({ addBase }) => addBase({ ":root": themeVariables() }))],
} satisfies Config;
