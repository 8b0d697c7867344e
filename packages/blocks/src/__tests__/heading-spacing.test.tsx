import { render } from '@testing-library/react';
import { BlockView, blockCss, createBlock, publicBlockCss, type Block } from '../index';

/** Specificity of one simple compound-and-descendant selector (no :is/:not arguments counted). */
function specificity(selector: string): [number, number, number] {
  const ids = (selector.match(/#[\w-]+/g) ?? []).length;
  const classes = (selector.match(/\.[\w-]+|\[[^\]]*\]|:(?!:)[\w-]+/g) ?? []).length;
  const tags = (selector.replace(/\[[^\]]*\]|[.#:][\w-]+/g, ' ').match(/[a-z][\w-]*/gi) ?? []).length;
  return [ids, classes, tags];
}
const outranks = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The top-level rules of a stylesheet, as selector and declarations (at-rule blocks are skipped). */
function topLevelRules(css: string): { selectors: string[]; declarations: string }[] {
  const rules: { selectors: string[]; declarations: string }[] = [];
  let depth = 0;
  let start = 0;
  let skipping = false;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') {
      if (depth === 0) skipping = css.slice(start, i).trim().startsWith('@');
      if (depth === 0) start = i + 1;
      depth += 1;
    } else if (css[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        if (!skipping) {
          const head = css.slice(css.lastIndexOf('}', start - 2) + 1, start - 1);
          rules.push({ selectors: head.split(',').map((s) => s.trim()), declarations: css.slice(start, i) });
        }
        start = i + 1;
      }
    }
  }
  return rules;
}

/** The bottom margin one rule's declarations set (the last `margin` or `margin-bottom`), or null. */
function bottomMargin(declarations: string): string | null {
  let found: string | null = null;
  for (const [, property, value] of declarations.matchAll(/(?:^|;)\s*(margin|margin-bottom)\s*:\s*([^;]+)/g)) {
    const parts = value
      .replace(/!important/, '')
      .trim()
      .split(/\s+/);
    found = property === 'margin-bottom' ? parts[0] : (parts[2] ?? parts[0]);
  }
  return found;
}

/** The margin-bottom the cascade gives `element` from the top-level rules of `css` (the last of the most specific). */
function marginBottomOf(element: Element, css: string): string {
  let winner: { rank: number[]; value: string } | null = null;
  for (const rule of topLevelRules(css)) {
    const value = bottomMargin(rule.declarations);
    if (value === null) continue;
    for (const selector of rule.selectors) {
      if (!element.matches(selector)) continue;
      const rank = specificity(selector);
      if (!winner || outranks(rank, winner.rank) >= 0) winner = { rank, value };
    }
  }
  return winner?.value ?? '0';
}

const show = (block: Block) => render(<BlockView block={block} mode="canvas" />).container;

describe('a new heading block', () => {
  it.each([
    ['the canvas', blockCss],
    ['the public page', publicBlockCss],
  ])('leaves no gap below its text beyond the block spacing, like a paragraph (%s)', (_where, css) => {
    for (const level of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) {
      const heading = createBlock('heading');
      heading.content.level = level;
      const title = show(heading).querySelector(level)!;
      expect([level, marginBottomOf(title, css)]).toEqual([level, '0']);
    }
    const paragraph = show(createBlock('text')).querySelector('.atlas-prose > p:last-child')!;
    expect(marginBottomOf(paragraph, css)).toBe('0');
  });
});
