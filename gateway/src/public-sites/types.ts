// What the sites service answers the renderer (docs/contracts.md "Sites service → public site renderer").

export interface PublicSite {
  id: number;
  name: string;
  slug: string;
  description?: string;
  logo_url: string;
  favicon: string;
  default_language: string;
  meta_title: string;
  meta_description: string;
  meta_keywords?: string;
  og_image: string;
  allow_indexing: boolean;
  auto_generate_sitemap: boolean;
  theme: string;
  primary_color: string;
  custom_css: string;
  custom_js: string;
  maintenance_mode: boolean;
  password_protected: boolean;
  updated_at?: string;
}

export interface MenuItem {
  id?: string | number;
  label: string;
  url: string;
  type?: string;
  is_external?: boolean;
}

export interface PublicNavigation {
  structure: MenuItem[];
  style_settings?: Record<string, unknown>;
}

export interface PublicPageSummary {
  id: number;
  title: string;
  slug: string;
  is_home_page: boolean;
  updated_at?: string;
}

export interface PublicPage extends PublicPageSummary {
  blocks: any[];
  meta_title?: string;
  meta_description?: string;
}

/** `GET /api/builder/public_site/{slug}/` */
export interface PublicSiteData {
  site: PublicSite;
  pages: PublicPageSummary[];
  navigation: PublicNavigation;
}

/** `GET /api/builder/public/{slug}/{page}/` */
export interface PublicPageData {
  site: PublicSite;
  page: PublicPage;
  navigation: PublicNavigation;
  /** The requested page does not exist and the home page was answered instead. */
  fallback?: boolean;
}

/** A 401 from a password-protected site: just enough to draw the password form. */
export interface LockedSite {
  site: Pick<PublicSite, 'id' | 'name' | 'slug' | 'logo_url' | 'favicon' | 'default_language' | 'primary_color'>;
}
