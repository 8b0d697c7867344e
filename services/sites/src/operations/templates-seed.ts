import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { templateLibrary } from '../seed/templates';
import { templatesRepository, type LibraryTemplate } from '../repositories/templates';

const checksumOf = (template: LibraryTemplate) => createHash('sha256').update(JSON.stringify(template)).digest('hex');

/**
 * Puts the shipped template library into the templates table: new templates are inserted, changed ones
 * refreshed (by checksum), unchanged ones left alone; usage counts survive. Safe to run at every start.
 */
export async function seedTemplateLibrary(db: Knex, library: readonly LibraryTemplate[] = templateLibrary) {
  const templates = templatesRepository(db);
  for (const template of library) {
    const checksum = checksumOf(template);
    const stored = await templates.findByKey(template.key);
    if (stored?.checksum === checksum) continue;
    await templates.upsertLibraryTemplate(template, checksum);
  }
}
