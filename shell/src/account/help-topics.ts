/** The common tasks the Help screen explains, each with the screen that does it. */
export interface HelpTopic {
  id: string;
  title: string;
  /** Words someone might search for that the title and steps do not say. */
  keywords: string[];
  steps: string[];
  link: { label: string; to: string };
}

export const HELP_TOPICS: HelpTopic[] = [
  {
    id: 'create-site',
    title: 'Create a site',
    keywords: ['website', 'new site', 'template', 'domain'],
    steps: [
      'Open Sites and choose New Site.',
      'Give it a name; the address (slug) is made from it and can be changed.',
      'Pick a template or start blank, then create it.',
    ],
    link: { label: 'New Site', to: '/dashboard/sites/new' },
  },
  {
    id: 'build-page',
    title: 'Build and publish a page',
    keywords: ['builder', 'blocks', 'drag', 'editor', 'publish', 'home page'],
    steps: [
      'Open Sites, then a site, and open a page in the builder.',
      'Drag blocks from the library onto the canvas and edit them in the properties panel.',
      'Save, preview, then Publish: the page goes live at its address.',
    ],
    link: { label: 'Sites', to: '/dashboard/sites' },
  },
  {
    id: 'schedule-post',
    title: 'Write and schedule a post',
    keywords: ['blog', 'article', 'content', 'schedule', 'later', 'draft'],
    steps: [
      'Open Content and choose New Post.',
      'Write the title and body, choose categories and tags.',
      'Set a publish date in the future and save: it goes live by itself at that time.',
    ],
    link: { label: 'New Post', to: '/dashboard/content/new?type=post' },
  },
  {
    id: 'upload-media',
    title: 'Upload images and files',
    keywords: ['media', 'image', 'photo', 'file', 'library', 'alt text'],
    steps: [
      'Open Media and choose Upload.',
      'Drop files or pick them; each gets a thumbnail.',
      'Add alt text so screen readers can describe the image, then use it in pages and posts.',
    ],
    link: { label: 'Upload Media', to: '/dashboard/media/upload' },
  },
  {
    id: 'menus',
    title: 'Edit a site menu',
    keywords: ['navigation', 'menu', 'links', 'header', 'footer'],
    steps: [
      'Open Menus and pick the site and the menu.',
      'Add pages, posts or links, and drag them to order or nest them.',
      'Save: the public site shows the new menu at once.',
    ],
    link: { label: 'Menus', to: '/dashboard/menus' },
  },
  {
    id: 'invite-member',
    title: 'Invite a member to a site',
    keywords: ['team', 'member', 'invitation', 'role', 'editor', 'author', 'collaborator', 'email'],
    steps: [
      "Open the site's settings and its Members tab.",
      'Enter their email and choose a role (viewer, author, editor or admin).',
      'They receive an email with a link; you can also copy the link from the pending invitations.',
    ],
    link: { label: 'Sites', to: '/dashboard/sites' },
  },
  {
    id: 'shop',
    title: 'Sell in the shop',
    keywords: ['ecommerce', 'products', 'orders', 'cart', 'checkout', 'stock'],
    steps: [
      'Open Products to add items with their price and stock.',
      'Customers buy from the shop; each order appears under Orders.',
      'Open an order to follow its payment and fulfilment.',
    ],
    link: { label: 'E-commerce', to: '/dashboard/ecommerce' },
  },
  {
    id: 'analytics',
    title: 'See who visits your sites',
    keywords: ['analytics', 'visitors', 'page views', 'traffic', 'goals', 'stats'],
    steps: [
      'Open Analytics and pick a site and a period.',
      'Read visitors, page views, top pages and where visitors come from.',
      'Add goals to count the visits that matter (a form sent, a purchase).',
    ],
    link: { label: 'Analytics', to: '/dashboard/analytics' },
  },
  {
    id: 'page-speed',
    title: 'Check page speed',
    keywords: ['performance', 'slow', 'speed', 'web vitals', 'lcp'],
    steps: ['Open Performance.', 'Read each page’s speed as real visitors measured it, and the pages to fix first.'],
    link: { label: 'Performance', to: '/dashboard/performance' },
  },
  {
    id: 'themes',
    title: 'Change the look of a site',
    keywords: ['theme', 'colours', 'colors', 'fonts', 'design', 'style'],
    steps: ['Open Themes.', 'Pick a theme and a variation, preview it, then apply it to the site.'],
    link: { label: 'Themes', to: '/dashboard/themes' },
  },
  {
    id: 'marketplace',
    title: 'Add modules from the marketplace',
    keywords: ['marketplace', 'plugin', 'module', 'extension', 'install'],
    steps: ['Open Marketplace.', 'Browse or search the modules, read one, then install it on a site.'],
    link: { label: 'Marketplace', to: '/dashboard/marketplace' },
  },
  {
    id: 'settings',
    title: 'Choose your theme, timezone and emails',
    keywords: ['dark mode', 'light', 'language', 'timezone', 'notifications', 'email', 'preferences'],
    steps: ['Open Settings from your account menu.', 'Pick a theme, language and timezone, and the emails you want; save.'],
    link: { label: 'Settings', to: '/dashboard/settings' },
  },
  {
    id: 'activity',
    title: 'See who changed what',
    keywords: ['activity', 'history', 'log', 'audit', 'who'],
    steps: ['Open Activity.', 'Filter by site or person to see what was published, deleted or changed, and by whom.'],
    link: { label: 'Activity', to: '/dashboard/activity' },
  },
];

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Topics whose title, steps or keywords contain every word of the search. */
export function searchHelp(topics: HelpTopic[], search: string): HelpTopic[] {
  const words = normalise(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return topics;
  return topics.filter((topic) => {
    const text = normalise([topic.title, ...topic.steps, ...topic.keywords].join(' '));
    return words.every((word) => text.includes(word));
  });
}
