// The product's rules for themes that the customiser applies as it previews, the service applies as it
// decides and the public renderer applies as it draws a site. Front ends import this file (through
// ./contract) into their bundles: it must import nothing and stay plain values and pure functions.

export const THEME_TYPES = ['business', 'creative', 'blog', 'ecommerce', 'landing'] as const;
export type ThemeType = (typeof THEME_TYPES)[number];

/**
 * The 19 fonts a theme may use, each drawn with a font stack a visitor's system already has: a public
 * page never asks a third-party font host for anything (privacy, and one request fewer).
 */
const SANS = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';
const SERIF = 'Georgia,Cambria,"Times New Roman",Times,serif';
export const THEME_FONTS = {
  Inter: `Inter,${SANS}`,
  Roboto: `Roboto,${SANS}`,
  'Open Sans': `"Open Sans",${SANS}`,
  Lato: `Lato,${SANS}`,
  Montserrat: `Montserrat,${SANS}`,
  Poppins: `Poppins,${SANS}`,
  'Source Sans Pro': `"Source Sans Pro","Source Sans 3",${SANS}`,
  Nunito: `Nunito,${SANS}`,
  Raleway: `Raleway,${SANS}`,
  Merriweather: `Merriweather,${SERIF}`,
  'Playfair Display': `"Playfair Display",Didot,${SERIF}`,
  Lora: `Lora,${SERIF}`,
  'PT Serif': `"PT Serif",${SERIF}`,
  Georgia: SERIF,
  'Times New Roman': '"Times New Roman",Times,serif',
  Arial: 'Arial,"Helvetica Neue",Helvetica,sans-serif',
  Helvetica: '"Helvetica Neue",Helvetica,Arial,sans-serif',
  'system-ui': SANS,
  monospace: 'ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace',
} as const;
export type ThemeFont = keyof typeof THEME_FONTS;
export const THEME_FONT_NAMES = Object.keys(THEME_FONTS) as ThemeFont[];

/** What a theme, and a site without customisations, looks like. */
export const THEME_DEFAULTS = {
  primary_color: '#3b82f6',
  secondary_color: '#64748b',
  accent_color: '#10b981',
  background_color: '#ffffff',
  text_color: '#1f2937',
  heading_font: 'Inter' as ThemeFont,
  body_font: 'Inter' as ThemeFont,
  border_radius: '8px',
  spacing_unit: '1rem',
  max_width: '1200px',
};

/** A colour is hex only: #rgb or #rrggbb. Nothing else can reach a stylesheet through a colour field. */
export const HEX_COLOUR_PATTERN = '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';

/** Custom CSS variables: names `--atlas-*`, values a length, number, colour, shadow or keyword. */
export const CSS_VARIABLE_NAME_PATTERN = '^--atlas-[a-z0-9]+(?:-[a-z0-9]+)*$';
export const CSS_VARIABLES_MAX = 50;
export const CSS_VARIABLE_VALUE_MAX = 200;
/** The customiser's Advanced tab names these; they set the theme's radius, spacing, width and shadow. */
export const KNOWN_CSS_VARIABLES = ['--atlas-border-radius', '--atlas-spacing-unit', '--atlas-max-width', '--atlas-shadow'] as const;

/** Custom CSS lives inside the page's style element: bounded, and unable to leave it or fetch elsewhere. */
export const CUSTOM_CSS_MAX_BYTES = 50 * 1024;

/** A WCAG AA pair for body text. */
export const CONTRAST_MINIMUM = 4.5;

const LENGTH = '-?(?:\\d+|\\d*\\.\\d+)(?:px|rem|em|%|vh|vw|vmin|vmax|ch|ex|pt)?';
const NUMBER_ARG = '\\s*-?(?:\\d+|\\d*\\.\\d+)%?\\s*';
const FUNCTION_COLOUR = `(?:rgba?|hsla?)\\((?:${NUMBER_ARG},){2}${NUMBER_ARG}(?:,${NUMBER_ARG})?\\)`;
const COLOUR = `(?:#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|${FUNCTION_COLOUR}|transparent|currentColor)`;
const SHADOW = `(?:inset\\s+)?(?:${LENGTH}\\s+){1,3}${LENGTH}(?:\\s+${COLOUR})?`;
const VALUE_PATTERNS = [
  new RegExp(`^${LENGTH}$`),
  new RegExp(`^${COLOUR}$`, 'i'),
  new RegExp(`^${SHADOW}(?:\\s*,\\s*${SHADOW}){0,3}$`, 'i'),
  /^(?:none|normal|bold|auto|inherit|initial)$/,
  /^[1-9]00$/,
];

/** Whether a custom variable's value is one of the shapes a theme value may take. */
export function isCssVariableValue(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= CSS_VARIABLE_VALUE_MAX && VALUE_PATTERNS.some((pattern) => pattern.test(trimmed));
}

/** Why custom CSS is refused, or null when it may be stored. Checked on the text with its CSS escapes decoded. */
export function customCssProblem(css: string): string | null {
  if (new TextEncoder().encode(css).length > CUSTOM_CSS_MAX_BYTES) return `Custom CSS must be at most ${CUSTOM_CSS_MAX_BYTES / 1024} KB`;
  if (css.includes('<')) return 'Custom CSS may not contain "<" (it could end the page\'s style element)';
  const decoded = css
    .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_m, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/\\(.)/g, '$1')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .toLowerCase();
  if (decoded.includes('<')) return 'Custom CSS may not contain "<" (it could end the page\'s style element)';
  if (decoded.includes('@import')) return 'Custom CSS may not use @import: styles and fonts load from Atlas only';
  if (/expression\s*\(/.test(decoded)) return 'Custom CSS may not use expression()';
  if (/javascript\s*:|vbscript\s*:/.test(decoded)) return 'Custom CSS may not contain javascript: addresses';
  if (/-moz-binding|behavior\s*:/.test(decoded)) return 'Custom CSS may not attach scripts (behavior, -moz-binding)';
  for (const match of decoded.matchAll(/url\(\s*(['"]?)\s*([^'")]*)/g)) {
    const address = match[2].trim();
    if (!address.startsWith('/') || address.startsWith('//'))
      return 'Custom CSS may load url() only from this site (an address starting with /)';
  }
  return null;
}

function rgbOf(hex: string): [number, number, number] {
  const h = hex.slice(1);
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const hexOf = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

function luminance(hex: string): number {
  const linear = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgbOf(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `share` of colour `a` mixed into `b`. */
function mix(a: string, b: string, share: number): string {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return hexOf(x.map((v, i) => v * share + y[i] * (1 - share)));
}

/** The primary itself when white text on it reaches AA, else the first darker shade that does (buttons carry white text). */
export function readablePrimary(colour: string): string {
  let rgb: number[] = rgbOf(colour);
  for (let i = 0; i < 40 && contrastRatio(hexOf(rgb), '#ffffff') < CONTRAST_MINIMUM + 0.1; i++) rgb = rgb.map((v) => v * 0.93);
  return hexOf(rgb);
}

/** The customiser's warnings: text too weak on its background is accepted, and said. */
export function contrastWarnings(colours: { text_color: string; background_color: string }): string[] {
  const ratio = contrastRatio(colours.text_color, colours.background_color);
  if (ratio >= CONTRAST_MINIMUM) return [];
  return [
    `Text colour ${colours.text_color} on background ${colours.background_color} has a contrast ratio of ${ratio.toFixed(2)}:1; ` +
      `WCAG AA asks for at least ${CONTRAST_MINIMUM}:1, so some visitors will struggle to read it`,
  ];
}

/** A site's theme with its variation and customisations applied: what its pages wear. */
export interface ResolvedTheme {
  theme_id: number;
  theme_name: string;
  variation_id: number | null;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  background_color: string;
  text_color: string;
  heading_font: string;
  body_font: string;
  border_radius: string;
  spacing_unit: string;
  max_width: string;
  css_variables: Record<string, string>;
  custom_css: string;
}

const fontStack = (name: string) => THEME_FONTS[name as ThemeFont] ?? THEME_FONTS.Inter;

/**
 * The declarations (no selector) that dress a page in a theme: the theme's own variables
 * (`--atlas-color-*`, `--atlas-font-*`, radius, spacing, width) and the names the block and site
 * stylesheets read (`--atlas-primary`, `--atlas-text`, `--atlas-surface`, `--atlas-font` ...), then
 * the owner's validated `--atlas-*` variables.
 */
export function themeDeclarations(theme: Omit<ResolvedTheme, 'theme_id' | 'theme_name' | 'variation_id' | 'custom_css'>): string {
  const text = theme.text_color;
  const background = theme.background_color;
  const variables: [string, string][] = [
    ['--atlas-color-primary', theme.primary_color],
    ['--atlas-color-secondary', theme.secondary_color],
    ['--atlas-color-accent', theme.accent_color],
    ['--atlas-color-bg', background],
    ['--atlas-color-text', text],
    ['--atlas-font-heading', fontStack(theme.heading_font)],
    ['--atlas-font-body', fontStack(theme.body_font)],
    ['--atlas-radius', theme.border_radius],
    ['--atlas-spacing', theme.spacing_unit],
    ['--atlas-max-width', theme.max_width],
    ['--atlas-primary', readablePrimary(theme.primary_color)],
    ['--atlas-on-primary', '#ffffff'],
    ['--atlas-text', text],
    ['--atlas-muted', mix(text, background, 0.8)],
    ['--atlas-surface', background],
    ['--atlas-surface-alt', mix(text, background, 0.05)],
    ['--atlas-border', mix(text, background, 0.15)],
    ['--atlas-font', fontStack(theme.body_font)],
    ['--atlas-heading-font', fontStack(theme.heading_font)],
  ];
  const own = Object.entries(theme.css_variables).filter(
    ([name, value]) => new RegExp(CSS_VARIABLE_NAME_PATTERN).test(name) && isCssVariableValue(value),
  );
  return [...variables, ...own].map(([name, value]) => `${name}:${value.trim()}`).join(';');
}

/** The theme as one stylesheet: its variables on :root, then the owner's custom CSS. */
export function themeStylesheet(theme: ResolvedTheme): string {
  const css = `:root{${themeDeclarations(theme)}}\n`;
  return theme.custom_css ? `${css}${theme.custom_css}\n` : css;
}
