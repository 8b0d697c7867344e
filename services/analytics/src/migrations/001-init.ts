import type { Migration } from '@atlas/service-kit';

/**
 * Raw events (kept for the retention), sessions, the hourly rollups the dashboards read (kept for
 * good), the visitor sets that make unique counts exact within a day, the daily salt, goals and
 * their completions, and the read models learnt from other services' events.
 */
export const init: Migration = {
  name: '001_init',
  async up(knex, { schema: s }) {
    const statements = `
      create table ${s}.salts (day date primary key, salt bytea not null);

      create table ${s}.pages (
        id integer primary key, site_id integer not null, slug text not null, title text not null default '',
        is_home_page boolean not null default false);
      create index on ${s}.pages (site_id, slug);

      create table ${s}.events (
        site_id integer not null, event_id uuid not null, occurred_at timestamptz not null,
        type text not null, name text not null, path text not null, visitor_id text not null,
        source text not null, referrer_host text not null default '', browser text not null, os text not null,
        device text not null, country text not null, utm jsonb, props jsonb,
        primary key (site_id, event_id));
      create index on ${s}.events (site_id, occurred_at);
      -- rows arrive in time order: a BRIN index is nearly free to keep and serves the retention purge
      create index on ${s}.events using brin (occurred_at) with (autosummarize = on);

      create table ${s}.sessions (
        id bigserial primary key, site_id integer not null, visitor_id text not null,
        started_at timestamptz not null, last_seen_at timestamptz not null,
        pageviews integer not null default 0, events integer not null default 0);
      -- continuing a session changes no indexed column, so the update stays on its page (HOT)
      alter table ${s}.sessions set (fillfactor = 70);
      create index on ${s}.sessions (site_id, visitor_id);

      create table ${s}.day_visitors (
        site_id integer not null, day date not null, visitor_id text not null,
        primary key (site_id, day, visitor_id));

      create table ${s}.site_hours (
        site_id integer not null, hour timestamptz not null,
        pageviews bigint not null default 0, events bigint not null default 0,
        day_visitors bigint not null default 0,
        sessions bigint not null default 0, bounces bigint not null default 0,
        duration_sum bigint not null default 0, session_pageviews bigint not null default 0,
        primary key (site_id, hour));

      create table ${s}.dimension_hours (
        site_id integer not null, dimension text not null, hour timestamptz not null, value text not null,
        count bigint not null default 0,
        primary key (site_id, dimension, hour, value));
      create table ${s}.dimension_days (
        site_id integer not null, dimension text not null, day date not null, value text not null,
        count bigint not null default 0,
        primary key (site_id, dimension, day, value));

      create table ${s}.page_titles (
        site_id integer not null, path text not null, title text not null, primary key (site_id, path));

      create table ${s}.goals (
        id serial primary key, owner_id integer not null, owner_is_staff boolean not null default false,
        site_id integer, name text not null, description text not null default '', goal_type text not null,
        target_url text not null default '', target_event text not null default '',
        min_time integer not null default 0, min_pages integer not null default 0,
        value numeric(14, 2) not null default 0, is_active boolean not null default true,
        created_at timestamptz not null default now(), updated_at timestamptz not null default now());
      create index on ${s}.goals (owner_id);
      create index on ${s}.goals (goal_type) where is_active;

      create table ${s}.goal_completions (
        id bigserial primary key, goal_id integer not null references ${s}.goals (id) on delete cascade,
        site_id integer, source_key text not null, occurred_at timestamptz not null,
        value numeric(14, 2) not null default 0,
        unique (goal_id, source_key));
      create index on ${s}.goal_completions (goal_id, occurred_at);

      create table ${s}.content_items (
        item_id integer primary key, owner_id integer not null, site_id integer, type text not null, status text not null);
      create index on ${s}.content_items (owner_id);

      create table ${s}.users (user_id integer primary key, registered_at timestamptz not null);

      create table ${s}.activity (
        id bigserial primary key, owner_id integer, staff_only boolean not null default false,
        type text not null, description text not null, site_id integer, created_at timestamptz not null);
      create index on ${s}.activity (owner_id, created_at desc);
      create index on ${s}.activity (staff_only, created_at desc) where staff_only;
    `;
    // One statement per call: the embedded database's driver takes a single statement at a time.
    for (const statement of statements.split(';').map((text) => text.trim())) {
      if (statement) await knex.raw(statement);
    }
  },
};
