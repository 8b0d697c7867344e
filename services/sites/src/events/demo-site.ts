import type { Knex } from 'knex';
import { blockOf } from '@atlas/blocks/model';
import type { AtlasApp, EventConsumer } from '@atlas/service-kit';
import { createRepositories } from '../repositories';
import { publishPageEvent, publishSiteEvent } from './published';
import { applyTemplateAsHome } from '../routes/templates';
import { firstFreeSlug } from '../page-slugs';
import type { PageBlock } from '../schemas/blocks';

interface UserRegistered { user_id?: number; id?: number; username?: string; demo?: boolean }

const ABOUT_BLOCKS: PageBlock[] = [
  blockOf('demo-about-heading', 'heading', { text: 'About Us', level: 'h1', align: 'left' }),
  blockOf('demo-about-text', 'text', {
    text: '<p>We are a small team that builds websites people enjoy using. This demo site was made with Atlas: edit it in the builder, then publish your changes.</p>',
  }),
];

const FALLBACK_HOME: PageBlock[] = [
  blockOf('demo-home-hero', 'hero', { title: 'Welcome to the Demo Site', subtitle: 'Built with Atlas', ctaText: 'Learn more', height: 500, overlay: 0.3, align: 'center' }),
];

/**
 * Demo accounts (identity.user.registered with payload.demo) get a published primary site to explore:
 * "Demo Site" with a home page from the landing template, an About page and a menu. Idempotent: a user
 * who already has a demo site gets nothing more.
 */
export async function createDemoSite(trx: Knex.Transaction, app: Pick<AtlasApp, 'db' | 'events'>, ownerId: number) {
  const repos = createRepositories(app.db);
  const existing = await repos.sites.findDemo(ownerId, trx);
  if (existing) return existing;

  const taken = await repos.sites.slugsStartingWith('demo', trx);
  const slug = taken.has('demo') ? firstFreeSlug(`demo-${ownerId}`, taken) : 'demo';
  const isFirst = (await repos.sites.countByOwner(ownerId, trx)) === 0;
  let site = await repos.sites.create({ owner_id: ownerId, name: 'Demo Site', slug, description: 'A sample site to explore the builder', is_primary: isFirst, is_demo: true }, trx);
  await publishSiteEvent(app.events, trx, 'created', site);

  const landing = await repos.templates.firstInLibrary('landing', trx);
  const home = await applyTemplateAsHome(trx, { repos, outbox: app.events }, site, landing ?? { id: 0, blocks: FALLBACK_HOME }, 'Home', ownerId);
  const about = await repos.pages.create({ site_id: site.id, title: 'About', slug: 'about', blocks: ABOUT_BLOCKS, page_type: 'about', is_published: true, published_at: new Date() }, trx);
  await publishPageEvent(app.events, trx, 'created', about, site);
  const publishedHome = await repos.pages.update(home.id, { is_published: true, published_at: new Date() }, trx);
  await publishPageEvent(app.events, trx, 'published', publishedHome, site);
  await publishPageEvent(app.events, trx, 'published', about, site);

  // The menu lists the pages just made, so the site header (drawn by the public renderer, not by the
  // template's blocks) links them from the start.
  await repos.navigations.save(site.id, {
    structure: [publishedHome, about].map((page, order) => ({
      id: `demo-${page.is_home_page ? 'home' : page.slug}`, label: page.title, url: page.is_home_page ? '/' : `/${page.slug}`,
      type: page.is_home_page ? 'home' : 'page', is_external: false, icon: null, style: 'default', order, page_id: page.id,
    })),
    style_settings: {},
  }, trx);

  site = await repos.sites.update(site.id, { is_published: true, published_at: new Date() }, trx);
  await publishSiteEvent(app.events, trx, 'published', site);
  return site;
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
