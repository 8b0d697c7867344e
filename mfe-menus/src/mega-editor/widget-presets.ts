import type { MenuItemChanges, WidgetType } from '../api/types';

/** What a new widget starts with in the mega editor (the owner edits it afterwards). */
export const WIDGET_PRESETS: Record<WidgetType, { title: string; content: MenuItemChanges['widget_content'] }> = {
  social_links: {
    title: 'Follow Us',
    content: [
      { platform: 'facebook', url: 'https://facebook.com/', title: 'Facebook', icon: 'facebook' },
      { platform: 'instagram', url: 'https://instagram.com/', title: 'Instagram', icon: 'instagram' },
    ],
  },
  contact_info: { title: 'Contact Us', content: { phone: '', email: '', address: '' } },
  custom_html: { title: 'Custom HTML', content: { html: '<p>Write something here.</p>' } },
  search: { title: 'Search', content: { placeholder: 'Search…' } },
  newsletter: { title: 'Newsletter', content: { title: 'Get our news', button_text: 'Subscribe', placeholder: 'Your email' } },
  recent_posts: { title: 'Recent Posts', content: { title: 'Recent Posts', count: 5 } },
};
