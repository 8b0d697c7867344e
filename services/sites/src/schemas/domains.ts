import { Id, Type, type Static } from '@atlas/service-kit';
import { NullableTimestamp, Timestamp } from './common';

export const DomainParams = Type.Object({ id: Id(), did: Id() });

export const CreateDomainBody = Type.Object(
  { hostname: Type.String({ minLength: 1, maxLength: 300, errorMessage: '{path} must be a domain name, such as shop.example.com' }) },
  { additionalProperties: false },
);
export type CreateDomainBody = Static<typeof CreateDomainBody>;

/** `{ primary: true }` makes a verified domain the site's address; `false` gives the site back its own subdomain. */
export const UpdateDomainBody = Type.Object({ primary: Type.Boolean() }, { additionalProperties: false });
export type UpdateDomainBody = Static<typeof UpdateDomainBody>;

/** A DNS record the owner creates at their DNS host. */
export const DnsRecord = Type.Object({
  type: Type.Union([Type.Literal('TXT'), Type.Literal('CNAME'), Type.Literal('A')]),
  name: Type.String(),
  value: Type.String(),
});

export const Domain = Type.Object({
  id: Type.Integer(),
  site_id: Type.Integer(),
  hostname: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('verified')]),
  primary: Type.Boolean(),
  /** The TXT record that proves the domain is the owner's, then the one that routes it (CNAME, or A for an apex). */
  records: Type.Array(DnsRecord),
  /** The TXT strings the last lookup returned (what the screen shows as "what we saw"). */
  seen: Type.Array(Type.String()),
  /** Why the last lookup did not verify it, or null. */
  problem: Type.Union([Type.String(), Type.Null()]),
  verified_at: NullableTimestamp,
  /** A verified domain whose TXT record the daily re-check has missed since then (removed after 7 days). */
  missing_since: NullableTimestamp,
  /** The apex this `www.` row was added with (verified by the apex's TXT record, removed with it). */
  www_of: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Timestamp,
});
export type Domain = Static<typeof Domain>;

/** A new domain; an apex's answer also carries the `www.` row added with it. */
export const NewDomain = Type.Object({ ...Domain.properties, www: Type.Optional(Domain) });
export type NewDomain = Static<typeof NewDomain>;

export const DomainList = Type.Array(Domain);
export type DomainList = Static<typeof DomainList>;

/** The edge's map of site hosts (`GET /internal/hosts/`). */
export const HostMap = Type.Object({
  sites_domain: Type.Union([Type.String(), Type.Null()]),
  sites: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), primary_origin: Type.Union([Type.String(), Type.Null()]) })),
  domains: Type.Array(Type.Object({ hostname: Type.String(), site_id: Type.Integer(), slug: Type.String(), primary: Type.Boolean() })),
});
export type HostMap = Static<typeof HostMap>;
