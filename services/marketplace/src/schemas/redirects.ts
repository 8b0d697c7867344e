import { Id, Type } from '@atlas/service-kit';
import { Timestamp } from './common';

const FromPath = Type.String({
  maxLength: 500,
  pattern: '^/[^\\s?#]*$',
  errorMessage: 'from_path must be a path starting with / (no spaces, query or fragment), 500 characters at most',
});
const ToPath = Type.String({
  maxLength: 2000,
  pattern: '^(/[^\\s]*|https?://[^\\s/]+[^\\s]*)$',
  errorMessage: 'to_path must be a path starting with / or an http(s) address, 2000 characters at most',
});
// 301 (permanent) or 302 (temporary): the two whole numbers of this range.
const StatusCode = Type.Integer({ minimum: 301, maximum: 302, errorMessage: '{path} must be 301 or 302' });

export const Redirect = Type.Object({
  id: Type.Integer(),
  site: Type.Integer(),
  from_path: Type.String(),
  to_path: Type.String(),
  status_code: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export const RedirectList = Type.Object({ results: Type.Array(Redirect), count: Type.Integer() });
export const RedirectListQuery = Type.Object({ site: Id() });

export const CreateRedirectBody = Type.Object(
  { site: Id(), from_path: FromPath, to_path: ToPath, status_code: Type.Optional(StatusCode) },
  { additionalProperties: false },
);
export const UpdateRedirectBody = Type.Object(
  { from_path: Type.Optional(FromPath), to_path: Type.Optional(ToPath), status_code: Type.Optional(StatusCode) },
  { additionalProperties: false },
);

export const PublicRedirects = Type.Object({
  site_slug: Type.String(),
  redirects: Type.Array(Type.Object({ from_path: Type.String(), to_path: Type.String(), status_code: Type.Integer() })),
});
export const PublicModules = Type.Object({
  site_slug: Type.String(),
  integrations: Type.Array(Type.String()),
  utilities: Type.Array(Type.String()),
  modules: Type.Array(Type.Object({ slug: Type.String(), module_type: Type.String(), version: Type.String() })),
});
export const PublicSiteParams = Type.Object({
  siteSlug: Type.String({ maxLength: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', errorMessage: 'siteSlug must be a site slug' }),
});
