import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf } from '@atlas/shell-kit';
import { siteKeys, templateKeys } from './keys';
import type { Block } from '@atlas/blocks';
import type { Site, SiteTemplate } from './types';

/** The template library's categories, in the order the modal lists them. */
export { TEMPLATE_CATEGORIES, type TemplateCategory } from '@atlas/sites/contract';
import type { TemplateCategory } from '@atlas/sites/contract';

/** Three samples shown when the templates cannot be loaded (the modal still offers something to start from). */
export const SAMPLE_TEMPLATES: SiteTemplate[] = [
  {
    id: 'sample-landing',
    name: 'Modern Landing Page',
    description: 'A bold hero, features and a call to action.',
    category: 'landing',
    is_popular: true,
    rating: 4.5,
    usage_count: 0,
    preview_image: null,
  },
  {
    id: 'sample-business',
    name: 'Business Portfolio',
    description: 'Services, testimonials and a contact form for a company.',
    category: 'business',
    rating: 4.5,
    usage_count: 0,
    preview_image: null,
  },
  {
    id: 'sample-creative',
    name: 'Creative Portfolio',
    description: 'A gallery-first layout for creative work.',
    category: 'portfolio',
    is_premium: true,
    rating: 4.5,
    usage_count: 0,
    preview_image: null,
  },
];

export function useTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: templateKeys.list(),
    queryFn: async () => {
      try {
        return listOf<SiteTemplate>(await api.get('/builder/templates/'));
      } catch {
        return SAMPLE_TEMPLATES;
      }
    },
  });
}

/** What using a template asks for: the template and the new site's name (the service picks its free slug). */
export interface TemplateUse {
  template: SiteTemplate;
  name: string;
}

/**
 * Template use: a new site with the name the owner chose (the service derives its slug and picks a
 * free one), then the template applied to it as its Home page, then the site at the top of the list.
 * A failing use_template is swallowed: the site exists and can be built from scratch.
 */
export function useCreateSiteFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ template, name }: TemplateUse): Promise<Site> => {
      const site = await api.post<Site>('/builder/sites/', { name: name.trim(), description: template.description ?? '' });
      if (typeof template.id === 'number' || /^\d+$/.test(String(template.id))) {
        try {
          await api.post(`/builder/templates/${template.id}/use_template/`, { site_id: site.id, title: 'Home' });
          return { ...site, pages_count: Math.max(site.pages_count ?? 0, 1) };
        } catch {
          // Template-use failures are silent: the site exists, the template can be applied again.
        }
      }
      return site;
    },
    onSuccess: (site) => {
      queryClient.setQueryData<Site[]>(siteKeys.list(), (sites = []) => [site, ...sites.filter((s) => s.id !== site.id)]);
      // The shell's figures and every remote's site pickers read this same key: they show it at once.
    },
  });
}

export interface SaveAsTemplateInput {
  pageId: number;
  name: string;
  description: string;
  category: TemplateCategory;
}

/** A saved page's blocks become one of the user's own templates; the library lists it next. */
export function useSaveAsTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pageId, name, description, category }: SaveAsTemplateInput) =>
      api.post<SiteTemplate>('/builder/save_as_template/', { page_id: pageId, name, description, category }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

/** One template with its blocks (a library template or the caller's own; anyone else's is a 404). */
export function useTemplate(id: number) {
  return useQuery({
    queryKey: templateKeys.detail(id),
    queryFn: () => api.get<SiteTemplate & { blocks: Block[] }>(`/builder/templates/${id}/`),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
