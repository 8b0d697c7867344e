import type { Knex } from 'knex';
import { blockOf } from '@atlas/blocks/model';
import type { AtlasApp, EventConsumer } from '@atlas/service-kit';
import type { PageBlock } from '../schemas/blocks';
import { createDeps } from '../deps';
import { createSite } from '../operations/create-site';
import { createPage } from '../operations/create-page';
import { publishPage } from '../operations/publish-page';
import { publishSite } from '../operations/publish-site';
import { applyTemplateAsHome } from '../operations/apply-template';
import { normalizeMenuItems } from '../operations/navigation-items';
import { firstFreeSlug } from '../operations/page-slugs';

interface UserRegistered {
  user_id?: number;
  id?: number;
  username?: string;
  demo?: boolean;
}

const ABOUT_BLOCKS: PageBlock[] = [
  blockOf('demo-about-heading', 'heading', { text: 'About Us', level: 'h1', align: 'left' }),
  blockOf('demo-about-text', 'text', {
    text: '<p>We are a small team that builds websites people enjoy using. This demo site was made with Atlas: edit it in the builder, then publish your changes.</p>',
  }),
];

const FALLBACK_HOME: PageBlock[] = [
  blockOf('demo-home-hero', 'hero', {
    title: 'Welcome to the Demo Site',
    subtitle: 'Built with Atlas',
    ctaText: 'Learn more',
    height: 500,
    overlay: 0.3,
    align: 'center',
  }),
];

/**
 * Demo accounts (identity.user.registered with payload.demo) get a published primary site to explore:
 * "Demo Site" with a home page from the landing template, an About page and a menu. Idempotent: a user
 * who already has a demo site gets nothing more.
 */
export async function createDemoSite(trx: Knex.Transaction, app: Pick<AtlasApp, 'db' | 'events' | 'config'>, ownerId: number) {
  const deps = createDeps(app);
  const { repos } = deps;
  const existing = await repos.sites.findDemo(ownerId, trx);
  if (existing) return existing;

  const taken = await repos.sites.slugsStartingWith('demo', trx);
  const slug = taken.has('demo') ? firstFreeSlug(`demo-${ownerId}`, taken) : 'demo';
  const site = await createSite(
    deps,
    { ownerId, name: 'Demo Site', slug, description: 'A sample site to explore the builder', isDemo: true },
    trx,
  );

  const landing = await repos.templates.firstInLibrary('landing', trx);
  const template = landing ?? { id: 0, blocks: FALLBACK_HOME };
  const home = await applyTemplateAsHome(deps, { site, template, title: 'Home', userId: ownerId }, trx);
  const about = await createPage(
    deps,
    site,
    { title: 'About', slug: 'about', blocks: ABOUT_BLOCKS, page_type: 'about', is_published: true },
    ownerId,
    trx,
  );
  const publishedHome = await publishPage(deps, { page: home, site: { ...site, role: 'owner' } }, true, ownerId, trx);

  // The menu lists the pages just made, so the site header (drawn by the public renderer, not by the
  // template's blocks) links them from the start.
  const menu = [publishedHome, about].map((page) => ({
    id: `demo-${page.is_home_page ? 'home' : page.slug}`,
    label: page.title,
    url: page.is_home_page ? '/' : `/${page.slug}`,
    type: page.is_home_page ? ('home' as const) : ('page' as const),
    page_id: page.id,
  }));
  await repos.navigations.save(site.id, { structure: normalizeMenuItems(menu), style_settings: {} }, trx);

  return publishSite(deps, site, true, trx);
}

export const demoSiteOnRegistration: EventConsumer<UserRegistered> = {
  topic: 'identity.user.registered',
  async handle(event, trx, app) {
    if (event.payload.demo !== true) return;
    const ownerId = Number(event.payload.user_id ?? event.payload.id ?? event.key);
    if (!Number.isInteger(ownerId) || ownerId < 1) {
      app.log.warn({ eventId: event.id }, 'identity.user.registered without a user id; no demo site');
      return;
    }
    await createDemoSite(trx, app, ownerId);
  },
};
