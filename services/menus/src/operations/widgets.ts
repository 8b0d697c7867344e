import { httpError, isSiteAddress, isWebAddress, richTextSanitizer } from '@atlas/service-kit';
import { HTML_ALLOW_LIST } from '@atlas/blocks/model';
import type { WidgetContent, WidgetType } from '../contract';

const sanitizeHtml = richTextSanitizer(HTML_ALLOW_LIST);

const bad = (detail: string) => httpError(400, detail);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string field of a widget: absent is the default, anything but text is refused. */
function text(source: Record<string, unknown>, key: string, max: number, fallback: string, widget: string): string {
  const value = source[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw bad(`${widget}: ${key} must be text`);
  if (value.length > max) throw bad(`${widget}: ${key} must be at most ${max} characters`);
  return value.trim();
}

/** An address a menu link may hold: http(s) with a host, or a path on this host ('/about', not '//evil'). */
/** A menu item's address: the kit's one rule for an address on or off the platform. */
export const isMenuAddress = isSiteAddress;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * widget_content checked and normalised for its widget type: unknown keys dropped, defaults filled,
 * addresses checked, custom HTML cleaned. A wrong shape is a 400 naming the field.
 */
export function widgetContent(type: WidgetType, content: unknown): WidgetContent {
  switch (type) {
    case 'social_links': {
      if (!Array.isArray(content)) throw bad('Social links: widget_content must be a list of {platform, url, title, icon}');
      if (content.length > 20) throw bad('Social links: at most 20 links');
      return content.map((link, index) => {
        const label = `Social link ${index + 1}`;
        if (!isObject(link)) throw bad(`${label} must be an object with platform, url, title and icon`);
        const platform = text(link, 'platform', 50, '', label);
        if (!platform) throw bad(`${label}: platform is required`);
        const url = text(link, 'url', 2048, '', label);
        if (!isWebAddress(url)) throw bad(`${label}: url must be an http:// or https:// address`);
        return { platform, url, title: text(link, 'title', 100, platform, label) || platform, icon: text(link, 'icon', 100, '', label) };
      });
    }
    case 'contact_info': {
      if (!isObject(content)) throw bad('Contact info: widget_content must be an object with phone, email and address');
      const info = {
        phone: text(content, 'phone', 50, '', 'Contact info'),
        email: text(content, 'email', 254, '', 'Contact info'),
        address: text(content, 'address', 300, '', 'Contact info'),
      };
      if (info.email && !EMAIL.test(info.email)) throw bad('Contact info: email is not a valid address');
      if (info.phone && !/^[+()\d\s.-]{3,50}$/.test(info.phone))
        throw bad('Contact info: phone may hold digits, spaces and + ( ) . - only');
      return info;
    }
    case 'custom_html': {
      if (!isObject(content)) throw bad('Custom HTML: widget_content must be an object with html');
      return { html: sanitizeHtml(text(content, 'html', 20_000, '', 'Custom HTML')) };
    }
    case 'search': {
      const source = isObject(content) ? content : {};
      if (content != null && !isObject(content)) throw bad('Search: widget_content must be an object with placeholder');
      return { placeholder: text(source, 'placeholder', 100, 'Search…', 'Search') };
    }
    case 'recent_posts': {
      if (content != null && !isObject(content)) throw bad('Recent posts: widget_content must be an object with title and count');
      const source = isObject(content) ? content : {};
      const count = source.count ?? 5;
      if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > 20)
        throw bad('Recent posts: count must be a whole number from 1 to 20');
      return { title: text(source, 'title', 100, 'Recent Posts', 'Recent posts'), count: count as number };
    }
    case 'newsletter': {
      if (content != null && !isObject(content))
        throw bad('Newsletter: widget_content must be an object with title, button_text and placeholder');
      const source = isObject(content) ? content : {};
      return {
        title: text(source, 'title', 100, 'Newsletter', 'Newsletter'),
        button_text: text(source, 'button_text', 50, 'Subscribe', 'Newsletter'),
        placeholder: text(source, 'placeholder', 100, 'Your email', 'Newsletter'),
      };
    }
  }
}
