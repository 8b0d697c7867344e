/** One query-key factory per resource; mutations invalidate exactly the keys they change. */
export const siteKeys = {
  all: ['builder', 'sites'] as const,
  list: () => [...siteKeys.all, 'list'] as const,
  detail: (id: number) => [...siteKeys.all, 'detail', id] as const,
  navigation: (id: number) => [...siteKeys.all, 'navigation', id] as const,
  submissions: (id: number) => [...siteKeys.all, 'submissions', id] as const,
};

export const pageKeys = {
  all: ['builder', 'pages'] as const,
  ofSite: (siteId: number) => [...pageKeys.all, 'site', siteId] as const,
  detail: (id: number) => [...pageKeys.all, 'detail', id] as const,
  revisions: (id: number) => [...pageKeys.all, 'revisions', id] as const,
};

export const templateKeys = {
  all: ['builder', 'templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
};
