// Keeps the stylesheet rules a page can use: a rule stays when one of its selectors names only classes
// present in the page's markup (or added by the island script). The block library's stylesheet covers
// ~50 block types; a page uses a handful, and every byte is inlined in every page.

/** Classes the island script sets at run time, absent from the server's markup. */
const RUNTIME_CLASSES = ['atlas-open', 'atlas-closed', 'atlas-ok', 'atlas-error', 'atlas-form__status'];

export function classesIn(html: string): Set<string> {
  const used = new Set(RUNTIME_CLASSES);
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1].split(/\s+/)) if (name) used.add(name);
  return used;
}

/** Splits on commas outside parentheses (`:is(.a,.b)` stays whole). */
function selectorsOf(prelude: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      out.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  out.push(prelude.slice(start));
  return out;
}

/** Classes inside :not() need not be present, and :is()/:where()/:has() may match without theirs: both ignored. */
const selectorUsed = (selector: string, used: Set<string>) =>
  [
    ...selector
      .replace(/\[[^\]]*\]/g, '')
      .replace(/:(not|is|where|has)\([^)]*\)/g, '')
      .matchAll(/\.(-?[_a-zA-Z][\w-]*)/g),
  ].every((m) => used.has(m[1]));

export function usedCss(css: string, used: Set<string>): string {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let out = '';
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('{', i);
    if (open === -1) break;
    const prelude = source.slice(i, open).trim();
    let depth = 1;
    let j = open + 1;
    for (; j < source.length && depth > 0; j++) {
      if (source[j] === '{') depth++;
      else if (source[j] === '}') depth--;
    }
    const body = source.slice(open + 1, j - 1);
    if (/^@(media|supports|container)\b/.test(prelude)) {
      const inner = usedCss(body, used);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      out += `${prelude}{${body}}`;
    } else if (selectorsOf(prelude).some((s) => selectorUsed(s, used))) {
      out += `${prelude}{${body}}`;
    }
    i = j;
  }
  return out;
}
