import { useMemo, type CSSProperties } from 'react';
import { themeDeclarations, type ResolvedTheme } from '@atlas/sites/contract';
import { useSiteTheme } from '../themes/themes-api';

/** What the canvas wears of the site's theme: the public page's variables and its custom CSS, kept to the canvas. */
export interface CanvasTheme {
  variables: CSSProperties;
  customCss: string;
}

/** The selector the owner's custom CSS is confined to (the canvas root, see canvas.tsx). */
export const CANVAS_SCOPE = '.atlas-canvas';

/** `themeDeclarations` (the text the public page puts on :root) as an inline style for the canvas root. */
export function canvasVariables(theme: ResolvedTheme): CSSProperties {
  const variables: Record<string, string> = {};
  for (const declaration of themeDeclarations(theme).split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) variables[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
  }
  return variables as CSSProperties;
}

// Rules that name no element (fonts, animations) cannot sit inside @scope; they stay global.
const UNSCOPED_RULES = new Set(['@font-face', '@keyframes', '@-webkit-keyframes', '@property', '@counter-style']);

/**
 * The site theme's custom CSS (validated by the sites service: no `<`, no @import, url() from the site
 * only) confined to the canvas, so rules written for the public page cannot restyle the builder around it.
 * The text is parsed by the browser and written back rule by rule: a stray `}` in the owner's CSS
 * cannot close the @scope block early, because the browser's own serialisation is always balanced.
 */
export function scopedCustomCss(css: string, parser: Document = document.implementation.createHTMLDocument('')): string {
  if (!css.trim()) return '';
  const style = parser.createElement('style');
  style.textContent = css;
  parser.head.appendChild(style);
  const rules = Array.from(style.sheet?.cssRules ?? [], (rule) => rule.cssText);
  style.remove();
  const global: string[] = [];
  const scoped: string[] = [];
  for (const rule of rules) (UNSCOPED_RULES.has(rule.split(/[\s{]/, 1)[0]) ? global : scoped).push(rule);
  if (scoped.length > 0) global.push(`@scope (${CANVAS_SCOPE}) {\n${scoped.join('\n')}\n}`);
  return global.join('\n');
}

/**
 * The site's theme for the canvas, or null while the site has none (the canvas then looks as it always
 * did). It reads the Themes screen's own query, so a theme applied or customised there is what the
 * canvas shows on coming back.
 */
export function useCanvasTheme(siteId: number): CanvasTheme | null {
  const resolved = useSiteTheme(siteId).data?.resolved ?? null;
  return useMemo(
    () => (resolved ? { variables: canvasVariables(resolved), customCss: scopedCustomCss(resolved.custom_css) } : null),
    [resolved],
  );
}
