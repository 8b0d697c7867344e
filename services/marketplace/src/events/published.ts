import type { Knex } from 'knex';
import type { DeclarativeBlock } from '@atlas/blocks/model';
import type { ModuleProvides } from '../rules/module-rules';
import type { ThemeDefinition } from '../contract';

/** The kit's outbox: events written in the caller's transaction. */
import type { Outbox } from '@atlas/service-kit';
export type { Outbox };

/**
 * `marketplace.module.installed|uninstalled`, keyed by the account's user (or by the site, for a site's
 * install) so one holder's installs stay in order.
 * `provides` says what the module adds; `block_definitions` and `theme_definitions` carry its
 * declarative blocks and its themes whole, so a listener needs no call back.
 */
export interface ModuleEventPayload {
  /** Who installed or uninstalled it. */
  user_id: number;
  /** The account's user; for a site's install the site's owner. */
  owner_id: number;
  /** The site the install belongs to; null for an account's install (every site its user owns). */
  site_id: number | null;
  module_id: number;
  slug: string;
  name: string;
  module_type: string;
  version: string;
  provides: ModuleProvides;
  block_definitions: DeclarativeBlock[];
  theme_definitions: ThemeDefinition[];
  /** The sites it applies to: the account's owned sites at the time, or the one site; for a renderer's cache. */
  site_ids: number[];
}

export function publishModuleEvent(outbox: Outbox, trx: Knex.Transaction, verb: 'installed' | 'uninstalled', payload: ModuleEventPayload) {
  return outbox.publish(trx, {
    type: `marketplace.module.${verb}`,
    key: String(payload.site_id ?? payload.user_id),
    payload: { ...payload },
  });
}

/** `marketplace.redirects.changed`: a site's redirect rules changed (or were switched on or off); key: site id. */
export function publishRedirectsChanged(outbox: Outbox, trx: Knex.Transaction, site: { site_id: number; site_slug: string }) {
  return outbox.publish(trx, { type: 'marketplace.redirects.changed', key: String(site.site_id), payload: { ...site } });
}
