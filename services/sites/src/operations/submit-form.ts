import { httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { SiteRow } from '../repositories/sites';
import type { SubmissionRow } from '../repositories/submissions';
import type { FormSubmissionBody } from '../schemas/public';
import { publishFormSubmitted } from '../events/published';

type FieldValue = string | number | boolean;

/**
 * Stores a visitor's form: the fields under `data`, or flat beside the form's name and page. Blank
 * fields are dropped; a form with none left is refused.
 */
export async function submitForm(
  { db, repos, events }: Pick<Deps, 'db' | 'repos' | 'events'>,
  site: SiteRow,
  body: FormSubmissionBody,
): Promise<SubmissionRow> {
  const { form_name, form_id, page_slug, page, data, ...flat } = body as FormSubmissionBody & Record<string, FieldValue>;
  const formName = [form_name, form_id].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  const pageSlug = typeof page_slug === 'string' ? page_slug : typeof page === 'string' ? page : '';
  const fields: Record<string, FieldValue> = data ?? flat;
  const filled = Object.entries(fields).filter(([, value]) => String(value).trim() !== '');
  if (filled.length === 0) throw httpError(400, 'The form is empty');
  // Analytics counts form goals from this event: the submission and its announcement are one write.
  return db.transaction(async (trx) => {
    const saved = await repos.submissions.create(
      {
        site_id: site.id,
        form_name: formName?.trim().slice(0, 100) ?? 'contact',
        page_slug: pageSlug.slice(0, 100),
        data: Object.fromEntries(filled),
      },
      trx,
    );
    await publishFormSubmitted(events, trx, site, saved);
    return saved;
  });
}
