import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, httpError, iso, type Static } from '@atlas/service-kit';
import { Detail } from '../../schemas/auth';
import { MAIL_PAGE_SIZE, MailList, MailMessage, MailQuery, MailSummary } from '../../schemas/mail';
import { mailMessagesRepository, type MailMessageRow } from '../../repositories/mail-messages';

const tags = ['mail'];

function summary(row: MailMessageRow): Static<typeof MailSummary> {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    category: row.category as Static<typeof MailSummary>['category'],
    status: row.status,
    attempts: row.attempts,
    link: row.link,
    created_at: iso(row.created_at)!,
    sent_at: iso(row.sent_at),
  };
}

/** The Mail screen's API (staff only): every message the platform sent, kept or gave up on. */
export async function mailRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/auth/mail/',
    { schema: { tags, summary: 'Emails, newest first (staff)', querystring: MailQuery, response: { 200: MailList, 403: Detail } } },
    async (request) => {
      const { page = 1, page_size: pageSize = MAIL_PAGE_SIZE, status } = request.query;
      const { count, rows } = await mailMessagesRepository(app.db).page(page, pageSize, status);
      return {
        count,
        next: page * pageSize < count ? page + 1 : null,
        previous: page > 1 ? page - 1 : null,
        results: rows.map(summary),
      };
    },
  );
  api.get(
    '/api/auth/mail/:id/',
    {
      schema: {
        tags,
        summary: 'One email with its text (staff)',
        params: IdParams,
        response: { 200: MailMessage, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const row = await mailMessagesRepository(app.db).byId(request.params.id);
      if (!row) throw httpError(404, 'Message not found');
      return {
        ...summary(row),
        text: row.text,
        html: row.html,
        last_error: row.last_error,
        next_attempt_at: row.status === 'queued' ? iso(row.next_attempt_at) : null,
        message_id: row.message_id,
      };
    },
  );
}
