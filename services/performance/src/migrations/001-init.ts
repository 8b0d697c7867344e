import type { Migration } from '@atlas/service-kit';

/**
 * System samples (the last day at full resolution, then hourly sums kept for good), the gateway's
 * request and cache counts, the visitors' field vitals, alerts and their transitions (the copy of
 * sites is the kit's: siteCopyMigration).
 */
export const init: Migration = {
  name: '001_init',
  async up(knex, { schema: s }) {
    const statements = `
      -- one reading per sampling interval: the bucket is the key, so two samplers write it once
      create table ${s}.samples (
        taken_at timestamptz primary key, host text not null,
        cpu_usage double precision not null, memory_usage double precision not null, disk_usage double precision not null,
        load_1m double precision not null, load_5m double precision not null, load_15m double precision not null,
        active_connections integer not null, network_in double precision not null, network_out double precision not null,
        memory_total_bytes bigint not null, memory_used_bytes bigint not null,
        disk_total_bytes bigint not null, disk_used_bytes bigint not null);

      -- samples older than a day, summed by the hour (averages = sum / samples)
      create table ${s}.sample_hours (
        hour timestamptz primary key, samples integer not null,
        cpu_usage double precision not null, memory_usage double precision not null, disk_usage double precision not null,
        load_1m double precision not null, load_5m double precision not null, load_15m double precision not null,
        active_connections double precision not null, network_in double precision not null, network_out double precision not null,
        memory_total_bytes double precision not null, memory_used_bytes double precision not null,
        disk_total_bytes double precision not null, disk_used_bytes double precision not null);

      -- gateway requests per sampling interval and service (gateway.request), then per hour
      create table ${s}.request_counts (
        bucket timestamptz not null, service text not null, requests bigint not null, errors bigint not null,
        primary key (bucket, service));
      create table ${s}.request_hours (
        hour timestamptz not null, service text not null, requests bigint not null, errors bigint not null,
        primary key (hour, service));

      -- the public-site page cache's report windows (gateway.cache), one row per event
      create table ${s}.cache_windows (
        event_id uuid primary key, type text not null, window_start timestamptz not null, window_ms integer not null,
        hits bigint not null, misses bigint not null, evictions bigint not null, entries bigint not null, bytes bigint not null,
        received_at timestamptz not null default now());
      create index on ${s}.cache_windows (type, window_start);

      -- one row per page view and metric: a metric reported twice by one view is stored once
      create table ${s}.vitals (
        event_id uuid not null, metric text not null, site_id integer not null, path text not null,
        value double precision not null, received_at timestamptz not null,
        primary key (event_id, metric));
      create index on ${s}.vitals (site_id, received_at);
      create index on ${s}.vitals (received_at);

      create table ${s}.alerts (
        id serial primary key, alert_type text not null,
        -- what the alert is about beyond its type: '' for the machine, 'site id:path' for a page's vitals
        subject text not null default '',
        title text not null, message text not null, severity text not null, status text not null default 'new',
        first_occurrence timestamptz not null, last_occurrence timestamptz not null, occurrence_count integer not null default 1,
        actual_value double precision not null, threshold_value double precision not null,
        acknowledged_by integer, acknowledged_at timestamptz, resolved_by integer, resolved_at timestamptz);
      -- at most one open alert per condition, whoever evaluates it
      create unique index alerts_one_open on ${s}.alerts (alert_type, subject) where status <> 'resolved';
      create index on ${s}.alerts (status, last_occurrence);

      create table ${s}.alert_transitions (
        id bigserial primary key, alert_id integer not null references ${s}.alerts (id) on delete cascade,
        from_status text, to_status text not null, user_id integer, at timestamptz not null default now());
      create index on ${s}.alert_transitions (alert_id);
    `;
    // One statement per call: the embedded database's driver takes a single statement at a time.
    for (const statement of statements.split(';').map((text) => text.trim())) {
      if (statement) await knex.raw(statement);
    }
  },
};
