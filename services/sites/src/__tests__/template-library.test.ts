import { templateLibrary } from '../seed/templates';
import type { PageBlock } from '../schemas/blocks';
import { blocksProblem } from '../operations/valid-blocks';
import { TEMPLATE_CATEGORIES } from '../rules/site-rules';
import { withFreshIds } from '../operations/apply-template';
import { alice, startSites, type Harness } from './harness';
import { createDemoSite } from '../events/demo-site';

// The shipped library (no fixture here): every template is a page this service accepts.

describe('the shipped template library', () => {
  it('has a template in every category of the library modal, with unique keys', () => {
    const categories = new Set(templateLibrary.map((t) => t.category));
    for (const category of TEMPLATE_CATEGORIES) expect([category, categories.has(category)]).toEqual([category, true]);
    expect(new Set(templateLibrary.map((t) => t.key)).size).toBe(templateLibrary.length);
  });

  it.each(templateLibrary.map((t) => [t.key, t] as const))('%s passes the page block rules', (_key, template) => {
    expect(blocksProblem(template.blocks as unknown as PageBlock[])).toBeNull();
    expect(template.blocks.length).toBeGreaterThan(0);
  });

  it('gets fresh block ids each time it is used', () => {
    const blocks = templateLibrary[0].blocks as unknown as PageBlock[];
    const once = withFreshIds(blocks);
    const twice = withFreshIds(blocks);
    expect(new Set([...once, ...twice].map((b) => b.id)).size).toBe(blocks.length * 2);
    expect(once.map((b) => b.content)).toEqual(blocks.map((b) => b.content));
  });
});

describe('seeded at start', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startSites();
  });
  afterAll(async () => {
    await h.service.close();
  });

  it('lists every shipped template, and a demo site is built from the landing one', async () => {
    const listed = (await h.call('GET', '/api/builder/templates/')).body;
    expect(listed.map((t: any) => t.key).sort()).toEqual(templateLibrary.map((t) => t.key).sort());
    await h.service.app.db.transaction((trx) => createDemoSite(trx, h.service.app, alice.id));
    const [site] = (await h.call('GET', '/api/builder/sites/')).body;
    const [home] = (await h.call('GET', `/api/builder/pages/?site=${site.id}`)).body;
    const landing = templateLibrary.filter((t) => t.category === 'landing');
    expect(landing.some((t) => t.blocks.length === home.blocks.length && t.blocks.every((b, i) => b.type === home.blocks[i].type))).toBe(
      true,
    );
  });
});
