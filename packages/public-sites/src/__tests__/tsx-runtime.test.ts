import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Jest compiles with swc; the running gateway compiles with tsx, which takes its JSX options from the
// root tsconfig, and only for the files that tsconfig includes. PageContent leaves out a block that
// throws, so a block compiled for the classic runtime ("React is not defined") would vanish silently.
const REPO_ROOT = path.resolve(__dirname, '../../../..');

describe('public pages under tsx (how scripts/start.mjs runs the gateway)', () => {
  it('renders the blocks of @atlas/blocks without a global React', () => {
    const script = `
      const { renderToStaticMarkup } = require('react-dom/server');
      const { createElement } = require('react');
      const { createBlock } = require('@atlas/blocks');
      const { PageContent } = require('./packages/public-sites/src/document.tsx');
      const hero = { ...createBlock('hero'), content: { ...createBlock('hero').content, title: 'Rendered by tsx' } };
      process.stdout.write(renderToStaticMarkup(createElement(PageContent, { title: 'Home', blocks: [hero] })));
    `;
    const run = spawnSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('<h1 class="atlas-hero__title">Rendered by tsx</h1>');
  });
});
