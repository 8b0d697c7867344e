import type { Knex } from 'knex';
import { table, SCHEMA, json, type Db } from './db';

export type DomainStatus = 'pending' | 'verified';

export interface DomainRow {
  id: number;
  site_id: number;
  hostname: string;
  /** The secret the TXT record must carry (`atlas-verify=<token>`). */
  token: string;
  status: DomainStatus;
  primary: boolean;
  /** The apex this `www.` row was added with: verified by the apex's TXT record, removed with it. */
  www_of: number | null;
  /** The TXT strings the last lookup returned. */
  seen: string[];
  problem: string | null;
  verified_at: Date | null;
  last_checked_at: Date | null;
  /** When a re-check first missed the TXT record of a verified domain; null while it is there. */
  missing_since: Date | null;
  created_at: Date;
}

/** A verified domain with its site's slug (the host map, the events). */
export type VerifiedDomain = Pick<DomainRow, 'id' | 'hostname' | 'site_id' | 'primary'> & { slug: string };

export type DomainChanges = Partial<
  Pick<DomainRow, 'status' | 'primary' | 'seen' | 'problem' | 'verified_at' | 'last_checked_at' | 'missing_since'>
>;

export function domainsRepository(db: Knex) {
  const domains = (trx?: Db) => table(trx ?? db, 'domains');
  const encode = (changes: DomainChanges) => (changes.seen ? { ...changes, seen: json(changes.seen) } : changes);

  return {
    /** A site's domains, oldest first. */
    async listBySite(siteId: number, trx?: Db): Promise<DomainRow[]> {
      return domains(trx).where({ site_id: siteId }).orderBy('id', 'asc');
    },
    async find(siteId: number, id: number, trx?: Db): Promise<DomainRow | undefined> {
      return domains(trx).where({ site_id: siteId, id }).first();
    },
    /** Locks the row for a change (a verify and a delete of one domain wait for each other). */
    async findForUpdate(id: number, trx: Knex.Transaction): Promise<DomainRow | undefined> {
      return domains(trx).where({ id }).forUpdate().first();
    },
    async findByHostname(siteId: number, hostname: string, trx?: Db): Promise<DomainRow | undefined> {
      return domains(trx).where({ site_id: siteId, hostname }).first();
    },
    /** The `www.` rows added with an apex. */
    async wwwRowsOf(apexId: number, trx?: Db): Promise<DomainRow[]> {
      return domains(trx).where({ www_of: apexId }).orderBy('id', 'asc');
    },
    /** Whether another site has this hostname verified. */
    async verifiedElsewhere(hostname: string, siteId: number, trx?: Db): Promise<boolean> {
      const row = await domains(trx).where({ hostname, status: 'verified' }).whereNot({ site_id: siteId }).first('id');
      return Boolean(row);
    },
    async create(domain: Pick<DomainRow, 'site_id' | 'hostname' | 'token'> & { www_of?: number }, trx?: Db): Promise<DomainRow> {
      const [row] = await domains(trx).insert(domain).returning('*');
      return row;
    },
    async update(id: number, changes: DomainChanges, trx?: Db): Promise<DomainRow> {
      const [row] = await domains(trx).where({ id }).update(encode(changes)).returning('*');
      return row;
    },
    async hasPrimary(siteId: number, trx?: Db): Promise<boolean> {
      return Boolean(await domains(trx).where({ site_id: siteId, primary: true }).first('id'));
    },
    /** Takes primary from the site's domains; the rows that had it. */
    async clearPrimary(siteId: number, trx?: Db): Promise<DomainRow[]> {
      return domains(trx).where({ site_id: siteId, primary: true }).update({ primary: false }).returning('*');
    },
    /** Deletes a domain and the `www.` rows added with it; the rows as they were. */
    async removeWithWww(id: number, trx?: Db): Promise<DomainRow[]> {
      const removed: DomainRow[] = await domains(trx).where({ id }).orWhere({ www_of: id }).delete().returning('*');
      return removed.sort((a, b) => a.id - b.id);
    },
    async verifiedBySite(siteId: number, trx?: Db): Promise<DomainRow[]> {
      return domains(trx).where({ site_id: siteId, status: 'verified' }).orderBy('id', 'asc');
    },
    /** The primary domain of each of these sites (one query for a whole list of sites). */
    async primariesOf(siteIds: number[], trx?: Db): Promise<Map<number, DomainRow>> {
      if (siteIds.length === 0) return new Map();
      const rows: DomainRow[] = await domains(trx).whereIn('site_id', siteIds).andWhere({ primary: true });
      return new Map(rows.map((row) => [row.site_id, row]));
    },
    /** Every verified domain with its site's slug, by hostname. */
    async listVerified(trx?: Db): Promise<VerifiedDomain[]> {
      return domains(trx)
        .join(`${SCHEMA}.sites as s`, 's.id', `${SCHEMA}.domains.site_id`)
        .where(`${SCHEMA}.domains.status`, 'verified')
        .orderBy(`${SCHEMA}.domains.hostname`, 'asc')
        .select(`${SCHEMA}.domains.id`, `${SCHEMA}.domains.hostname`, `${SCHEMA}.domains.site_id`, `${SCHEMA}.domains.primary`, 's.slug');
    },
    /**
     * Claims up to `limit` verified apex-or-single domains last checked at or before `dueBefore`, stamping
     * them checked at `now` in the same statement: processes sharing the database never check one twice.
     */
    async claimDueChecks(dueBefore: Date, now: Date, limit: number, trx?: Db): Promise<DomainRow[]> {
      const due = domains(trx)
        .where({ status: 'verified', www_of: null })
        .andWhere((query) => query.whereNull('last_checked_at').orWhere('last_checked_at', '<=', dueBefore))
        .orderBy('id', 'asc')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .select('id');
      return domains(trx).whereIn('id', due).update({ last_checked_at: now }).returning('*');
    },
  };
}

export type DomainsRepository = ReturnType<typeof domainsRepository>;
