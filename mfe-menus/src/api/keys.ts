// The menus service's query keys; sites and pages are read through the kit's shared keys.
export const menuKeys = {
  all: ['menus'] as const,
  ofSite: (siteId: number) => [...menuKeys.all, 'site', siteId] as const,
  items: (menuId: number) => [...menuKeys.all, 'items', menuId] as const,
  analytics: (menuId: number, days: number) => [...menuKeys.all, 'analytics', menuId, days] as const,
  clickThrough: (menuId: number, days: number) => [...menuKeys.all, 'click-through', menuId, days] as const,
  locations: () => [...menuKeys.all, 'locations'] as const,
  templates: () => [...menuKeys.all, 'templates'] as const,
  shopCategories: () => [...menuKeys.all, 'shop-categories'] as const,
};
