import type { Block } from '@atlas/blocks';

export interface SiteSettings {
  favicon: string;
  default_language: string;
  timezone: string;
  maintenance_mode: boolean;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  og_image: string;
  allow_indexing: boolean;
  auto_generate_sitemap: boolean;
  theme: string;
  primary_color: string;
  custom_css: string;
  custom_js: string;
  force_https: boolean;
  www_redirect: boolean;
  google_analytics_id: string;
  facebook_pixel_id: string;
  cookie_consent_enabled: boolean;
  password_protected: boolean;
  site_password?: string;
  login_required: boolean;
  email_notifications: boolean;
  form_notifications: boolean;
  comment_notifications: boolean;
}

export interface Site extends Partial<SiteSettings> {
  id: number;
  name: string;
  slug: string;
  description: string;
  is_published: boolean;
  pages_count?: number;
  updated_at?: string | null;
  logo_url?: string;
  domain?: string;
  custom_domain?: string;
}

export interface Page {
  id: number;
  site: number;
  title: string;
  slug: string;
  blocks: Block[];
  page_type: string;
  is_published: boolean;
  is_home_page: boolean;
  meta_description?: string;
  updated_at?: string | null;
}

export interface SiteTemplate {
  id: number | string;
  name: string;
  description: string;
  category: string;
  blocks?: unknown[];
  is_premium?: boolean;
  is_popular?: boolean;
  usage_count?: number;
  rating?: number;
  preview_image?: string | null;
}

export type MenuItemType = 'page' | 'external' | 'contact' | 'home';

export interface MenuItem {
  id: string;
  label: string;
  url: string;
  type: MenuItemType;
  is_external: boolean;
  icon?: string | null;
  style: string;
  order: number;
  page_id?: number;
}

export interface Navigation {
  structure: MenuItem[];
  style_settings: Record<string, unknown>;
}

export interface FormSubmission {
  id: number;
  page?: number | null;
  form_name?: string;
  data: Record<string, unknown>;
  created_at: string;
}

export interface PageRevision {
  id: number;
  page: number;
  title: string;
  blocks: Block[];
  blocks_count: number;
  created_at: string;
}
