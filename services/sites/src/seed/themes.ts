import type { ThemeFont, ThemeType } from '../rules/theme-rules';

// The themes Atlas ships: at least one of each theme type, each with its variations, and the presets
// built on them. Seeded at start by key (themes-seed.ts): editing an entry here refreshes it in place.

type Colours = { primary_color: string; secondary_color: string; accent_color: string; background_color: string; text_color: string };
type Fonts = { heading_font: ThemeFont; body_font: ThemeFont };

export interface LibraryVariation extends Partial<Colours>, Partial<Fonts> {
  key: string;
  name: string;
  description: string;
}

export interface LibraryTheme extends Colours, Fonts {
  key: string;
  name: string;
  description: string;
  theme_type: ThemeType;
  border_radius: string;
  spacing_unit: string;
  max_width: string;
  is_premium: boolean;
  is_default: boolean;
  variations: LibraryVariation[];
}

export interface LibraryPreset {
  key: string;
  name: string;
  description: string;
  category: ThemeType;
  theme: string;
  variation?: string;
  /** Applied as the site theme's customisation (the customise payload's fields). */
  customizations: Partial<Colours & Fonts>;
  is_featured: boolean;
  is_premium: boolean;
}

export const themeLibrary: LibraryTheme[] = [
  {
    key: 'atlas',
    name: 'Atlas',
    description: 'The clean, versatile default: calm blue, slate and green on white with Inter throughout.',
    theme_type: 'business',
    primary_color: '#3b82f6',
    secondary_color: '#64748b',
    accent_color: '#10b981',
    background_color: '#ffffff',
    text_color: '#1f2937',
    heading_font: 'Inter',
    body_font: 'Inter',
    border_radius: '8px',
    spacing_unit: '1rem',
    max_width: '1200px',
    is_premium: false,
    is_default: true,
    variations: [
      { key: 'ocean', name: 'Ocean', description: 'Sky blue and teal.', primary_color: '#0284c7', accent_color: '#14b8a6' },
      {
        key: 'forest',
        name: 'Forest',
        description: 'Deep greens with an amber accent.',
        primary_color: '#15803d',
        secondary_color: '#57534e',
        accent_color: '#d97706',
      },
      {
        key: 'sunset',
        name: 'Sunset',
        description: 'Warm orange and rose.',
        primary_color: '#ea580c',
        accent_color: '#e11d48',
        background_color: '#fffaf5',
      },
    ],
  },
  {
    key: 'corporate',
    name: 'Corporate',
    description: 'Confident navy and gold for firms and consultancies, with Montserrat headings.',
    theme_type: 'business',
    primary_color: '#1d4ed8',
    secondary_color: '#475569',
    accent_color: '#f59e0b',
    background_color: '#ffffff',
    text_color: '#0f172a',
    heading_font: 'Montserrat',
    body_font: 'Open Sans',
    border_radius: '4px',
    spacing_unit: '1rem',
    max_width: '1280px',
    is_premium: false,
    is_default: false,
    variations: [
      { key: 'slate', name: 'Slate', description: 'Understated greys.', primary_color: '#334155', accent_color: '#0ea5e9' },
      { key: 'emerald', name: 'Emerald', description: 'Finance green.', primary_color: '#047857', accent_color: '#ca8a04' },
    ],
  },
  {
    key: 'studio',
    name: 'Studio',
    description: 'Expressive violet and pink on warm paper, Playfair Display headings: portfolios and agencies.',
    theme_type: 'creative',
    primary_color: '#7c3aed',
    secondary_color: '#be185d',
    accent_color: '#f59e0b',
    background_color: '#fffbf5',
    text_color: '#1c1917',
    heading_font: 'Playfair Display',
    body_font: 'Lato',
    border_radius: '16px',
    spacing_unit: '1.25rem',
    max_width: '1320px',
    is_premium: true,
    is_default: false,
    variations: [
      {
        key: 'coral',
        name: 'Coral',
        description: 'Coral and teal.',
        primary_color: '#e11d48',
        secondary_color: '#0f766e',
        accent_color: '#fb923c',
      },
      {
        key: 'midnight',
        name: 'Midnight',
        description: 'Light text on a deep night blue.',
        primary_color: '#6d28d9',
        background_color: '#0f172a',
        text_color: '#e2e8f0',
        accent_color: '#facc15',
      },
    ],
  },
  {
    key: 'gallery',
    name: 'Gallery',
    description: 'Black, white and one red accent; square corners and Raleway. The work speaks.',
    theme_type: 'creative',
    primary_color: '#111827',
    secondary_color: '#6b7280',
    accent_color: '#e11d48',
    background_color: '#ffffff',
    text_color: '#111827',
    heading_font: 'Raleway',
    body_font: 'Raleway',
    border_radius: '0px',
    spacing_unit: '1.5rem',
    max_width: '1440px',
    is_premium: false,
    is_default: false,
    variations: [{ key: 'ivory', name: 'Ivory', description: 'Soft ivory paper.', background_color: '#fbf8f1', text_color: '#1c1917' }],
  },
  {
    key: 'journal',
    name: 'Journal',
    description: "A reader's theme: serif type, a narrow column and warm ink for long posts.",
    theme_type: 'blog',
    primary_color: '#b45309',
    secondary_color: '#78716c',
    accent_color: '#0d9488',
    background_color: '#fffdf7',
    text_color: '#292524',
    heading_font: 'Merriweather',
    body_font: 'Lora',
    border_radius: '6px',
    spacing_unit: '1.125rem',
    max_width: '860px',
    is_premium: false,
    is_default: false,
    variations: [
      {
        key: 'ink',
        name: 'Ink',
        description: 'Blue-black ink.',
        primary_color: '#1e40af',
        text_color: '#1e293b',
        background_color: '#ffffff',
      },
      {
        key: 'sage',
        name: 'Sage',
        description: 'Kitchen greens.',
        primary_color: '#4d7c0f',
        accent_color: '#c2410c',
        heading_font: 'PT Serif',
      },
    ],
  },
  {
    key: 'storefront',
    name: 'Storefront',
    description: 'Bold red calls to action and Poppins headings for shops that sell.',
    theme_type: 'ecommerce',
    primary_color: '#dc2626',
    secondary_color: '#334155',
    accent_color: '#16a34a',
    background_color: '#ffffff',
    text_color: '#111827',
    heading_font: 'Poppins',
    body_font: 'Inter',
    border_radius: '10px',
    spacing_unit: '1rem',
    max_width: '1280px',
    is_premium: false,
    is_default: false,
    variations: [
      {
        key: 'boutique',
        name: 'Boutique',
        description: 'Rose and charcoal.',
        primary_color: '#be185d',
        accent_color: '#a16207',
        heading_font: 'Playfair Display',
      },
      { key: 'market', name: 'Market', description: 'Fresh greens.', primary_color: '#15803d', accent_color: '#ea580c' },
    ],
  },
  {
    key: 'launch',
    name: 'Launch',
    description: 'Indigo and cyan with generous spacing: product launches and landing pages.',
    theme_type: 'landing',
    primary_color: '#4f46e5',
    secondary_color: '#0e7490',
    accent_color: '#f97316',
    background_color: '#ffffff',
    text_color: '#1e1b4b',
    heading_font: 'Poppins',
    body_font: 'Nunito',
    border_radius: '12px',
    spacing_unit: '1.25rem',
    max_width: '1140px',
    is_premium: true,
    is_default: false,
    variations: [
      { key: 'electric', name: 'Electric', description: 'Electric blue and lime.', primary_color: '#2563eb', accent_color: '#65a30d' },
      {
        key: 'mono',
        name: 'Mono',
        description: 'A developer tool look.',
        primary_color: '#0f172a',
        heading_font: 'monospace',
        body_font: 'system-ui',
      },
    ],
  },
];

export const presetLibrary: LibraryPreset[] = [
  {
    key: 'law-firm',
    name: 'Law Firm',
    description: 'Corporate in slate with serif headings: trustworthy and quiet.',
    category: 'business',
    theme: 'corporate',
    variation: 'slate',
    customizations: { heading_font: 'Georgia' },
    is_featured: true,
    is_premium: false,
  },
  {
    key: 'photography',
    name: 'Photography Portfolio',
    description: 'Gallery on ivory: nothing between the visitor and the pictures.',
    category: 'creative',
    theme: 'gallery',
    variation: 'ivory',
    customizations: {},
    is_featured: true,
    is_premium: false,
  },
  {
    key: 'food-blog',
    name: 'Food Blog',
    description: 'Journal in kitchen greens for recipes and stories.',
    category: 'blog',
    theme: 'journal',
    variation: 'sage',
    customizations: {},
    is_featured: true,
    is_premium: false,
  },
  {
    key: 'fashion-boutique',
    name: 'Fashion Boutique',
    description: 'Storefront in rose with Playfair Display headings.',
    category: 'ecommerce',
    theme: 'storefront',
    variation: 'boutique',
    customizations: { body_font: 'Lato' },
    is_featured: true,
    is_premium: true,
  },
  {
    key: 'saas-launch',
    name: 'SaaS Launch',
    description: 'Launch with an electric palette for a software product.',
    category: 'landing',
    theme: 'launch',
    variation: 'electric',
    customizations: {},
    is_featured: true,
    is_premium: false,
  },
  {
    key: 'startup',
    name: 'Startup Classic',
    description: 'Atlas in ocean blues with Poppins headings.',
    category: 'business',
    theme: 'atlas',
    variation: 'ocean',
    customizations: { heading_font: 'Poppins' },
    is_featured: false,
    is_premium: false,
  },
];
