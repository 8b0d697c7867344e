import { appLink, httpError, requestMail, type Outbox } from '@atlas/service-kit';
import type { Knex } from 'knex';
import type { Deps } from '../deps';
import type { SiteRow } from '../repositories/sites';
import type { SubmissionRow } from '../repositories/submissions';
import type { FormSubmissionBody } from '../schemas/public';
import { publishFormSubmitted } from '../events/published';
import { withDefaults } from '../schemas/settings';

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
    if (withDefaults(site.settings).form_notifications) await notifyOwner(events, trx, site, saved);
    return saved;
  });
}

/** The site's owner gets the submission by email (Site Settings' form notifications, on by default). */
function notifyOwner(outbox: Outbox, trx: Knex.Transaction, site: SiteRow, submission: SubmissionRow) {
  const fields = Object.entries(submission.data).map(([name, value]) => `${name}: ${value}`);
  const where = submission.page_slug ? ` on /${submission.page_slug}` : '';
  return requestMail(outbox, trx, {
    to: { user_id: site.owner_id },
    subject: `New form submission on ${site.name}`.slice(0, 300),
    text: [`Someone filled in the form "${submission.form_name}"${where} of ${site.name}:`, '', ...fields].join('\n').slice(0, 100_000),
    category: 'form',
    link: appLink('/dashboard/sites'),
  });
}
