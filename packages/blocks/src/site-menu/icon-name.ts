import { iconNames } from '../shared/icon-paths';

const KNOWN = new Set(iconNames);

/**
 * The blocks' icon an icon class or platform names, if any: 'fab fa-facebook-f' → facebook, 'fa-x-twitter' → x,
 * 'bi-telephone' stays unknown. Icon fonts are not loaded on public pages, so only these icons can be drawn.
 */
export function iconNameOf(...candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    const tokens = (typeof candidate === 'string' ? candidate.toLowerCase().split(/\s+/) : [])
      .map((t) => t.replace(/^(fa[bsrl]?|bi|icon|ion)-/, ''))
      .filter((t) => /^[a-z][\w-]*$/.test(t) && !/^(fa[bsrl]?|fa-solid|fa-brands|fa-regular)$/.test(t))
      .reverse();
    for (const token of tokens) {
      const parts = token.split('-');
      const found = [token, token.replace(/-(f|in|square|alt|circle|round|outline)$/, ''), ...parts].find((name) => KNOWN.has(name));
      if (found) return found;
    }
  }
  return undefined;
}
