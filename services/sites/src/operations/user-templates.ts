import { httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { PageRow } from '../repositories/pages';
import type { TemplateRow } from '../repositories/templates';

/** A template the user may see: one of the shipped library's, or their own. Anyone else's answers 404. */
export async function visibleTemplate(deps: Deps, id: number, userId: number): Promise<TemplateRow> {
  await deps.libraryReady();
  const template = await deps.repos.templates.findById(id);
  if (!template || (template.owner_id !== null && template.owner_id !== userId)) throw httpError(404, 'Template not found');
  return template;
}

/** The templates a user may pick from, popular first; `category` 'all' or '' lists every category. */
export async function listTemplates(deps: Deps, userId: number, category?: string): Promise<TemplateRow[]> {
  await deps.libraryReady();
  return deps.repos.templates.listVisibleTo(userId, category && category !== 'all' ? category : undefined);
}

export interface PageAsTemplate {
  name: string;
  description?: string;
  category: string;
}

/** Saves a page's blocks as a template only its owner sees. */
export function saveAsTemplate(
  deps: Deps,
  page: PageRow,
  { name, description = '', category }: PageAsTemplate,
  userId: number,
): Promise<TemplateRow> {
  return deps.repos.templates.create({
    owner_id: userId,
    name: name.trim(),
    description,
    category,
    blocks: page.blocks,
    is_premium: false,
    is_popular: false,
    rating: 4.5,
    preview_image: '',
  });
}

/** Deletes the user's own template; the shipped library's cannot be deleted. */
export async function deleteTemplate(deps: Deps, template: TemplateRow) {
  if (template.owner_id === null) throw httpError(403, 'Library templates cannot be deleted');
  await deps.repos.templates.remove(template.id);
}
