import { Type, type Static } from '@atlas/service-kit';

// What each widget type stores in widget_content; operations/widgets.ts checks a body against them.

export const SocialLink = Type.Object({ platform: Type.String(), url: Type.String(), title: Type.String(), icon: Type.String() });
export const ContactInfo = Type.Object({ phone: Type.String(), email: Type.String(), address: Type.String() });
export const CustomHtml = Type.Object({ html: Type.String() });
export const SearchWidget = Type.Object({ placeholder: Type.String() });
export const RecentPostsWidget = Type.Object({ title: Type.String(), count: Type.Integer() });
export const NewsletterWidget = Type.Object({ title: Type.String(), button_text: Type.String(), placeholder: Type.String() });

export type SocialLink = Static<typeof SocialLink>;
export type ContactInfo = Static<typeof ContactInfo>;
export type CustomHtml = Static<typeof CustomHtml>;
export type SearchWidget = Static<typeof SearchWidget>;
export type RecentPostsWidget = Static<typeof RecentPostsWidget>;
export type NewsletterWidget = Static<typeof NewsletterWidget>;

export type WidgetContent = SocialLink[] | ContactInfo | CustomHtml | SearchWidget | RecentPostsWidget | NewsletterWidget;

/**
 * widget_content as it travels: any JSON in a request (the operation checks it per widget type),
 * one of the shapes above or null in an answer. Serialized as is: the stored value was checked on write.
 */
export const WidgetContentField = Type.Unsafe<WidgetContent | null>({
  description:
    'social_links: [{platform,url,title,icon}]; contact_info: {phone,email,address}; custom_html: {html} (sanitized); search: {placeholder}; recent_posts: {title,count}; newsletter: {title,button_text,placeholder}',
});
