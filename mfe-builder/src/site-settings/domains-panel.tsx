import { useEffect, useState, type FormEvent } from 'react';
import { Badge, Button, ConfirmDialog, Input, Skeleton, copyText, errorText, useToast } from '@atlas/shell-kit';
import { roleAllows } from '@atlas/sites/contract';
import { useAddDomain, useDomains, useMakePrimary, useRemoveDomain, useVerifyDomain } from '../api/domains';
import type { DnsRecord, Site, SiteDomain } from '../api/types';
import { publicAddress, shownAddress } from '../site-manager/site-address';

/** What the last Verify of a domain found: the TXT strings the resolver gave and why they were not enough. */
type Check = Pick<SiteDomain, 'seen' | 'problem'>;

/** Each apex followed by its www row (`www_of`), in the service's order (oldest first). */
function withWwwUnderApex(domains: SiteDomain[]): { domain: SiteDomain; www: SiteDomain[] }[] {
  const apexIds = new Set(domains.map((domain) => domain.id));
  return domains
    .filter((domain) => domain.www_of === null || !apexIds.has(domain.www_of))
    .map((domain) => ({ domain, www: domains.filter((other) => other.www_of === domain.id) }));
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The Domains tab: the site's address, and the domains it is served at (docs/contracts.md "Sites on
 * their own origin"). Every member reads them; admins and the owner add, verify, choose the primary one
 * and remove (the service refuses the rest anyway).
 */
export function DomainsPanel({ site }: { site: Site }) {
  const manages = roleAllows(site.role ?? 'owner', 'admin');
  const toast = useToast();
  const domains = useDomains(site.id);
  const add = useAddDomain(site.id);
  const verify = useVerifyDomain(site.id);
  const makePrimary = useMakePrimary(site.id);
  const remove = useRemoveDomain(site.id);

  const [hostname, setHostname] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [checks, setChecks] = useState<Record<number, Check>>({});
  const [removing, setRemoving] = useState<{ domain: SiteDomain; www: SiteDomain[] } | null>(null);

  const submitDomain = async (event: FormEvent) => {
    event.preventDefault();
    setAddError(null);
    try {
      await add.mutateAsync(hostname.trim());
      setHostname('');
    } catch (error) {
      setAddError(errorText(error, 'The domain could not be added.'));
    }
  };

  const verifyDomain = async (domain: SiteDomain) => {
    try {
      const checked = await verify.mutateAsync(domain.id);
      setChecks((current) => ({ ...current, [domain.id]: { seen: checked.seen, problem: checked.problem } }));
      if (checked.status === 'verified') toast.success(`${domain.hostname} is verified`);
    } catch (error) {
      toast.error(errorText(error, `${domain.hostname} could not be checked. Please try again.`));
    }
  };

  const makeDomainPrimary = async (domain: SiteDomain) => {
    try {
      await makePrimary.mutateAsync(domain.id);
      toast.success(`${domain.hostname} is now the site’s address`);
    } catch (error) {
      toast.error(errorText(error, 'The primary domain could not be changed.'));
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.domain.id);
      toast.success(`${removing.domain.hostname} was removed`);
    } catch (error) {
      toast.error(errorText(error, 'The domain could not be removed.'));
    }
    setRemoving(null);
  };

  const row = (domain: SiteDomain, www: SiteDomain[] = []) => (
    <DomainRow
      domain={domain}
      manages={manages}
      check={domain.status === 'pending' ? checks[domain.id] : undefined}
      verifying={verify.isPending && verify.variables === domain.id}
      makingPrimary={makePrimary.isPending && makePrimary.variables === domain.id}
      onVerify={() => void verifyDomain(domain)}
      onMakePrimary={() => void makeDomainPrimary(domain)}
      onRemove={() => setRemoving({ domain, www })}
    />
  );

  return (
    <div className="atlas-domains">
      <div className="atlas-field">
        <span className="atlas-field__label">Site address</span>
        <p className="atlas-settings__domain">
          <a href={publicAddress(site)} target="_blank" rel="noopener noreferrer">
            {shownAddress(site)}
          </a>
        </p>
      </div>

      <section className="atlas-domains__section" aria-labelledby="atlas-domains-heading">
        <h3 id="atlas-domains-heading" className="atlas-settings__subtitle">
          Your domains
        </h3>
        {domains.isPending ? (
          <Skeleton width="100%" height={80} />
        ) : domains.isError ? (
          <p role="alert">{errorText(domains.error, 'The domains could not be loaded.')}</p>
        ) : domains.data.length === 0 ? (
          <p className="atlas-muted">
            {manages ? 'No domains yet. Add one below to serve the site at your own address.' : 'No domains yet.'}
          </p>
        ) : (
          <ul className="atlas-domains__list" aria-label="Domains">
            {withWwwUnderApex(domains.data).map(({ domain, www }) => (
              <li key={domain.id} className="atlas-domains__item" aria-label={domain.hostname}>
                {row(domain, www)}
                {www.length > 0 && (
                  <ul className="atlas-domains__www" aria-label={`With ${domain.hostname}`}>
                    {www.map((wwwDomain) => (
                      <li key={wwwDomain.id} className="atlas-domains__item" aria-label={wwwDomain.hostname}>
                        {row(wwwDomain)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {manages && (
        <form className="atlas-domains__add" aria-label="Add a domain" onSubmit={(event) => void submitDomain(event)}>
          <Input
            label="Domain"
            required
            value={hostname}
            placeholder="www.example.com"
            autoComplete="off"
            spellCheck={false}
            hint="A subdomain such as www.example.com, or example.com (www.example.com comes with it)."
            error={addError}
            onChange={(event) => setHostname(event.target.value)}
          />
          <Button type="submit" loading={add.isPending}>
            Add domain
          </Button>
        </form>
      )}

      <ConfirmDialog
        open={removing !== null}
        danger
        busy={remove.isPending}
        title="Remove domain"
        confirmLabel="Remove"
        message={
          removing &&
          [
            `Remove ${removing.domain.hostname}? Visitors using it no longer reach ${site.name}.`,
            ...removing.www.map((www) => `${www.hostname} is removed with it.`),
          ].join(' ')
        }
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

interface DomainRowProps {
  domain: SiteDomain;
  manages: boolean;
  check: Check | undefined;
  verifying: boolean;
  makingPrimary: boolean;
  onVerify(): void;
  onMakePrimary(): void;
  onRemove(): void;
}

function DomainRow({ domain, manages, check, verifying, makingPrimary, onVerify, onMakePrimary, onRemove }: DomainRowProps) {
  const pending = domain.status === 'pending';
  return (
    <div className="atlas-domains__row">
      <div className="atlas-domains__head">
        <span className="atlas-domains__host">{domain.hostname}</span>
        <span className="atlas-domains__badges">
          <Badge tone={pending ? 'warning' : 'success'}>{pending ? 'Pending' : 'Verified'}</Badge>
          {domain.primary && <Badge tone="info">Primary</Badge>}
        </span>
        {manages && (
          <span className="atlas-domains__actions">
            {pending && (
              <Button size="sm" onClick={onVerify} loading={verifying} aria-label={`Verify ${domain.hostname}`}>
                Verify
              </Button>
            )}
            {!pending && !domain.primary && (
              <Button
                variant="secondary"
                size="sm"
                onClick={onMakePrimary}
                loading={makingPrimary}
                aria-label={`Make primary ${domain.hostname}`}
              >
                Make primary
              </Button>
            )}
            <Button variant="danger" size="sm" onClick={onRemove} aria-label={`Remove ${domain.hostname}`}>
              Remove
            </Button>
          </span>
        )}
      </div>
      {pending && domain.records.length > 0 && (
        <>
          <p className="atlas-muted">
            {domain.www_of === null
              ? 'Create these DNS records where your domain is managed, then press Verify. DNS changes can take a while to show.'
              : 'Create this DNS record too; it is verified with the TXT record of its bare domain.'}
          </p>
          <DnsRecords hostname={domain.hostname} records={domain.records} />
        </>
      )}
      {check && (
        <div className="atlas-domains__check">
          <span className="atlas-domains__check-title">What we saw:</span>
          {check.seen.length === 0 ? (
            <span>Nothing yet</span>
          ) : (
            <ul className="atlas-domains__seen">
              {check.seen.map((text, index) => (
                <li key={index}>
                  <code>{text}</code>
                </li>
              ))}
            </ul>
          )}
          {check.problem && <p className="atlas-domains__problem">{sentence(check.problem)}</p>}
        </div>
      )}
    </div>
  );
}

/** The records to create, each name and value with its copy button; stacked rows on a narrow screen. */
function DnsRecords({ hostname, records }: { hostname: string; records: DnsRecord[] }) {
  const [copied, setCopied] = useState<{ text: string; ok: boolean } | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const cell = (label: string, text: string) => (
    <td data-label={label}>
      <span className="atlas-domains__value">
        <code>{text}</code>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Copy ${text}`}
          onClick={() => void copyText(text).then((ok) => setCopied({ text, ok }))}
        >
          Copy
        </Button>
        <span role="status" className="atlas-domains__copied">
          {copied?.text === text ? (copied.ok ? 'Copied' : 'Select it to copy') : ''}
        </span>
      </span>
    </td>
  );

  return (
    <table className="atlas-domains__records">
      <caption className="atlas-visually-hidden">{`DNS records for ${hostname}`}</caption>
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col">Name</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={`${record.type} ${record.name}`}>
            <td data-label="Type">{record.type}</td>
            {cell('Name', record.name)}
            {cell('Value', record.value)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
