import type { Migration } from '@atlas/service-kit';

/**
 * The catalogue (categories and modules, seeded and uploaded), each user's installs, the owners'
 * webhooks with their deliveries, per-site redirects, and the copy of sites learnt from sites.site.*.
 */
export const init: Migration = {
  name: '001_init',
  async up(knex, { schema: s }) {
    const statements = `
      create table ${s}.categories (
        id serial primary key, name text not null, slug text not null unique, sort_order integer not null default 0);

      create table ${s}.modules (
        id serial primary key, slug text not null unique, title text not null, description text not null default '',
        long_description text not null default '', version text not null, author text not null default '',
        module_type text not null, icon text not null default '', is_official boolean not null default false,
        is_featured boolean not null default false, downloads integer not null default 0,
        rating numeric(2, 1) not null default 0, rating_count integer not null default 0,
        tags jsonb not null default '[]', category_id integer references ${s}.categories (id),
        homepage text not null default '', repository text not null default '', documentation text not null default '',
        screenshots jsonb not null default '[]', requirements jsonb not null default '[]',
        atlas_versions text not null default '*', provides jsonb not null default '{}',
        declarative_blocks jsonb not null default '[]', publisher text, signature text, seeded boolean not null default false,
        created_at timestamptz not null default now(), updated_at timestamptz not null default now());
      create index on ${s}.modules (category_id);

      create table ${s}.installs (
        id serial primary key, user_id integer not null,
        module_id integer not null references ${s}.modules (id) on delete cascade,
        installed_at timestamptz not null default now(),
        unique (user_id, module_id));

      create table ${s}.webhooks (
        id serial primary key, owner_id integer not null, owner_is_staff boolean not null default false,
        url text not null, events jsonb not null default '[]', secret text not null, is_active boolean not null default true,
        created_at timestamptz not null default now(), updated_at timestamptz not null default now());
      create index on ${s}.webhooks (owner_id);

      create table ${s}.webhook_deliveries (
        id bigserial primary key, webhook_id integer not null references ${s}.webhooks (id) on delete cascade,
        event_id uuid not null, event_type text not null, payload jsonb not null,
        status text not null default 'pending', attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(), last_status_code integer, last_error text,
        created_at timestamptz not null default now(), delivered_at timestamptz,
        unique (webhook_id, event_id));
      create index on ${s}.webhook_deliveries (next_attempt_at) where status = 'pending';

      create table ${s}.redirects (
        id serial primary key, site_id integer not null, owner_id integer not null,
        from_path text not null, to_path text not null, status_code integer not null default 301,
        created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
        unique (site_id, from_path));
    `;
    for (const statement of statements
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean))
      await knex.raw(statement);
  },
  async down(knex, { schema: s }) {
    for (const name of ['redirects', 'webhook_deliveries', 'webhooks', 'installs', 'modules', 'categories']) {
      await knex.raw(`drop table if exists ${s}.${name} cascade`);
    }
  },
};
