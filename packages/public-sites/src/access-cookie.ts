import type { FastifyReply, FastifyRequest } from 'fastify';

// A visitor who gave a protected site's password gets the sites service's unlock token (an HMAC over the
// site and its password hash, so a changed password locks everyone out) in an HttpOnly cookie, scoped by
// path to that site's pages (on the site's own host: all of it). The renderer forwards it; the service decides.

const COOKIE = 'atlas_site_access';
const WEEK_SECONDS = 7 * 24 * 3600;

export function readSiteAccess(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export function setSiteAccess(request: FastifyRequest, reply: FastifyReply, slug: string, token: string, ownOrigin?: string): void {
  // Behind the TLS edge the gateway may hear http: the site's https origin says the cookie travels over TLS.
  const secure = request.protocol === 'https' || ownOrigin?.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    (ownOrigin ? ['/'] : [`/${slug}`, `/live/${slug}`]).map(
      (path) => `${COOKIE}=${token}; Path=${path}; Max-Age=${WEEK_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
    ),
  );
}
