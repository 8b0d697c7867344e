import { requestMail, startRepeatingJob } from '@atlas/service-kit';
import { challengeRecord } from '../rules/domain-rules';
import { publishDomainRemoved } from '../events/published';
import { checkChallenge, type ChallengeCheck } from './domain-dns';
import { recheckChanges, type DomainDeps } from './domains';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A verified domain is checked again once a day. */
export const RECHECK_AFTER_MS = DAY_MS;
/** A domain whose TXT record stays missing this long is detached. */
export const DETACH_AFTER_MS = 7 * DAY_MS;
const RECHECK_BATCH = 20;

/**
 * The daily re-check: every verified domain not checked for a day has its TXT record looked up again.
 * Missing, `missing_since` is set (and kept); found, it is cleared; missing for 7 days, the domain is
 * removed and the site's owner mailed. A failed lookup proves nothing and changes no clock. `now` is the
 * injectable clock. Resolves with the hostnames detached.
 */
export async function recheckDomains(deps: DomainDeps, now: Date = deps.now()): Promise<{ checked: number; detached: string[] }> {
  const done = { checked: 0, detached: [] as string[] };
  for (;;) {
    const due = await deps.repos.domains.claimDueChecks(new Date(now.getTime() - RECHECK_AFTER_MS), now, RECHECK_BATCH);
    for (const apex of due) {
      const check = await checkChallenge(deps.dns, apex.hostname, apex.token);
      if (await applyRecheck(deps, apex.id, check, now)) done.detached.push(apex.hostname);
      done.checked += 1;
    }
    if (due.length < RECHECK_BATCH) return done;
  }
}

/** One domain's re-check result, with its `www.` rows; true when it was detached. */
async function applyRecheck(deps: DomainDeps, id: number, check: ChallengeCheck, now: Date): Promise<boolean> {
  const { repos } = deps;
  return deps.db.transaction(async (trx) => {
    const apex = await repos.domains.findForUpdate(id, trx);
    if (!apex || apex.status !== 'verified') return false;
    const site = await repos.sites.findById(apex.site_id, trx);
    if (!site) return false;
    const changes = recheckChanges(apex, check, now);
    const missingSince = 'missing_since' in changes ? changes.missing_since : apex.missing_since;
    if (missingSince && now.getTime() - new Date(missingSince).getTime() >= DETACH_AFTER_MS) {
      const removed = await repos.domains.removeWithWww(apex.id, trx);
      for (const row of removed) if (row.status === 'verified') await publishDomainRemoved(deps.events, trx, row, site, 'txt-missing');
      await requestMail(deps.events, trx, {
        to: { user_id: site.owner_id },
        category: 'account',
        subject: `Your domain ${apex.hostname} was disconnected`,
        text:
          `The TXT record ${challengeRecord(apex.hostname, apex.token).name} has been missing for 7 days, so ${apex.hostname} ` +
          `no longer opens your site "${site.name}". To connect it again, add the domain in Site Settings › Domains ` +
          `and create the records shown there.`,
      });
      return true;
    }
    for (const row of [apex, ...(await repos.domains.wwwRowsOf(apex.id, trx))]) {
      if (row.status === 'verified') await repos.domains.update(row.id, changes, trx);
    }
    return false;
  });
}

/**
 * Runs `recheckDomains` now and every `everyMs` (hourly by default: each domain is due a day after its last
 * check, so restarts lose nothing). Returns a stop function that waits for a run in progress.
 */
export function startDomainRecheck(
  deps: DomainDeps,
  everyMs: number,
  log: { error: (obj: object, msg: string) => void },
): () => Promise<void> {
  return startRepeatingJob(() => recheckDomains(deps), everyMs, log, 'domain re-check');
}
