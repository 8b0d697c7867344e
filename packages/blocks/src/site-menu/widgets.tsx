import { str, list } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { sanitizeHtml } from '../shared/sanitize-html';
import { Icon } from '../shared/icons';
import { iconNameOf } from './icon-name';
import { SOCIAL_NETWORKS } from '../social-links/schema';
import type { PublicMenuItem, SocialLink } from './types';

// The widgets a menu item may hold (search, social links, recent posts, contact info, newsletter,
// custom HTML), drawn as static markup: forms and links work without a script.

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const platformLabel = (platform: string) =>
  SOCIAL_NETWORKS.find((n) => n.value === platform.toLowerCase())?.label ?? (platform ? platform[0].toUpperCase() + platform.slice(1) : '');

/** Social links from an item's widget_content: an array, or `{ links: [...] }`. */
export function socialLinksOf(content: unknown): SocialLink[] {
  const raw = Array.isArray(content) ? content : list(record(content).links);
  return raw
    .map((link) => record(link))
    .map((link) => ({ platform: str(link.platform), url: safeUrl(link.url), title: str(link.title), icon: str(link.icon) }))
    .filter((link) => link.url);
}

/** One icon per profile; the icon is decorative, the link is named after the profile. */
export function SocialLinks({ links, label }: { links: SocialLink[]; label?: string }) {
  if (links.length === 0) return null;
  return (
    <ul className="atlas-site-menu__social" aria-label={label}>
      {links.map((link, i) => {
        const name = link.title || platformLabel(link.platform) || link.url;
        const icon = iconNameOf(link.icon, link.platform);
        return (
          <li key={i}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={name} title={name}>
              {icon ? (
                <Icon name={icon} size={20} />
              ) : (
                <span className="atlas-site-menu__initial" aria-hidden="true">
                  {name.slice(0, 1).toUpperCase()}
                </span>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function ContactInfo({ content }: { content: unknown }) {
  const c = record(content);
  const phone = str(c.phone).trim();
  const email = str(c.email).trim();
  const address = str(c.address).trim();
  if (!phone && !email && !address) return null;
  return (
    <address className="atlas-site-menu__contact">
      {phone && (
        <a href={telHref(phone)}>
          <Icon name="phone" size={16} />
          <span>{phone}</span>
        </a>
      )}
      {email && /^[^\s@]+@[^\s@]+$/.test(email) && (
        <a href={`mailto:${email}`}>
          <Icon name="mail" size={16} />
          <span>{email}</span>
        </a>
      )}
      {address && (
        <span>
          <Icon name="map-pin" size={16} />
          <span>{address}</span>
        </span>
      )}
    </address>
  );
}

export function SearchForm({ item, siteSlug, formId }: { item: PublicMenuItem; siteSlug?: string; formId: string }) {
  const c = record(item.widget_content);
  const placeholder = str(c.placeholder) || 'Search…';
  return (
    <form className="atlas-site-menu__search" role="search" method="get" action={siteSlug ? `/${siteSlug}/search` : '/search'}>
      <label htmlFor={formId} className="atlas-sr-only">
        {item.title || 'Search'}
      </label>
      <input id={formId} type="search" name="q" placeholder={placeholder} required maxLength={200} />
      <button type="submit">
        <Icon name="search" size={18} />
        <span className="atlas-sr-only">Search</span>
      </button>
    </form>
  );
}

function Newsletter({ item, formId }: { item: PublicMenuItem; formId: string }) {
  const c = record(item.widget_content);
  const text = str(c.text) || str(c.description);
  return (
    <form className="atlas-site-menu__newsletter" data-atlas-form={`menu-newsletter-${item.id}`} method="post">
      {text && <p>{text}</p>}
      <label htmlFor={formId} className="atlas-sr-only">
        Email address
      </label>
      <input id={formId} type="email" name="email" required autoComplete="email" placeholder={str(c.placeholder) || 'you@example.com'} />
      <button type="submit">{str(c.button_text) || str(c.buttonText) || 'Subscribe'}</button>
      <p className="atlas-form__status" role="status" aria-live="polite" data-atlas-form-status="" />
    </form>
  );
}

function RecentPosts({ content, siteSlug }: { content: unknown; siteSlug?: string }) {
  const blog = siteSlug ? `/${siteSlug}/blog` : '/blog';
  const posts = list(record(content).posts)
    .map((p) => record(p))
    .map((p) => ({ title: str(p.title), url: safeUrl(p.url) }))
    .filter((p) => p.title && p.url);
  return (
    <ul className="atlas-site-menu__links">
      {posts.map((post, i) => (
        <li key={i}>
          <a href={post.url}>{post.title}</a>
        </li>
      ))}
      <li>
        <a href={blog}>{posts.length ? 'All posts' : 'Read the blog'}</a>
      </li>
    </ul>
  );
}

/** A widget item's body (its title is drawn by the caller as the widget's heading). */
export function MenuWidget({ item, siteSlug, idPrefix }: { item: PublicMenuItem; siteSlug?: string; idPrefix: string }) {
  const formId = `${idPrefix}-w${item.id}`;
  switch (item.widget_type) {
    case 'search':
      return <SearchForm item={item} siteSlug={siteSlug} formId={formId} />;
    case 'social_links':
      return <SocialLinks links={socialLinksOf(item.widget_content)} label={item.title || undefined} />;
    case 'contact_info':
      return <ContactInfo content={item.widget_content} />;
    case 'newsletter':
      return <Newsletter item={item} formId={formId} />;
    case 'recent_posts':
      return <RecentPosts content={item.widget_content} siteSlug={siteSlug} />;
    case 'custom_html': {
      // The service sanitizes on save; sanitizing again costs little and protects a preview of unsaved input.
      const html = sanitizeHtml(str(record(item.widget_content).html));
      return html ? <div className="atlas-site-menu__html" dangerouslySetInnerHTML={{ __html: html }} /> : null;
    }
    default:
      return null;
  }
}
