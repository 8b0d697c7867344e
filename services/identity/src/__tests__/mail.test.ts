import { randomUUID } from 'node:crypto';
import { testService, caller, staff, alice, type TestService } from '@atlas/service-kit/testing';
import { MAIL_REQUESTED, requestMail, type MailRequest } from '@atlas/service-kit';
import { definition } from '../service';
import { startSmtpInbox, eventually } from './smtp-inbox';

type Inbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/** Starts identity with these mail settings (read from the environment when it starts). */
async function startIdentity(env: Record<string, string | undefined>): Promise<TestService> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  try {
    return await testService(definition);
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

const invitation = (to: MailRequest['to'], token = randomUUID()): MailRequest => ({
  to,
  subject: 'You are invited to edit River Café',
  text: `Alice invited you to River Café as an editor. Accept: http://localhost:8080/invite/${token}`,
  category: 'invitation',
  link: `http://localhost:8080/invite/${token}`,
});

async function request(t: TestService, mail: MailRequest) {
  return t.app.db.transaction((trx) => requestMail(t.app.events, trx, mail));
}

const messagesOf = (t: TestService, eventId: string) => t.app.db('identity.mail_messages').where({ event_id: eventId }).orderBy('id');

async function addUser(t: TestService, username: string, extra: Record<string, unknown> = {}) {
  const [row] = await t.app
    .db('identity.users')
    .insert({ username, email: `${username}@example.com`, password_hash: 'x', ...extra })
    .returning('id');
  return row.id as number;
}

describe('email over SMTP', () => {
  let t: TestService;
  let smtp: Inbox;
  beforeAll(async () => {
    smtp = await startSmtpInbox();
    t = await startIdentity({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Atlas <no-reply@atlas.test>',
      MAIL_RETRY_BASE_MS: '50',
      MAIL_POLL_MS: '50',
      MAIL_MAX_ATTEMPTS: '3',
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('delivers a message requested in a transaction: its recipient, subject and link arrive', async () => {
    const mail = invitation('new.editor@example.com');
    const event = await request(t, mail);
    const arrived = await eventually(() => smtp.received.find((m) => m.raw.includes(event.id)));
    expect(arrived.to).toEqual(['new.editor@example.com']);
    expect(arrived.from).toBe('no-reply@atlas.test');
    expect(arrived.raw).toContain('Subject: =?UTF-8?Q?You_are_invited_to_edit_River_Caf=C3=A9?=');
    expect(arrived.decoded).toContain(`Alice invited you to River Café as an editor. Accept: ${mail.link}`);
    expect(arrived.raw).toMatch(new RegExp(`Message-ID: <${event.id}\\.0@atlas\\.test>`, 'i'));
    const [row] = await eventually(async () => {
      const rows = await messagesOf(t, event.id);
      return rows[0]?.status === 'sent' && rows;
    });
    expect(row).toMatchObject({ to_address: 'new.editor@example.com', category: 'invitation', attempts: 1, last_error: null });
  });

  it('sends to a user by id at the address identity has for them', async () => {
    const id = await addUser(t, 'site.owner');
    const event = await request(t, { to: { user_id: id }, subject: 'New form submission', text: 'Someone wrote.', category: 'form' });
    const arrived = await eventually(() => smtp.received.find((m) => m.raw.includes(event.id)));
    expect(arrived.to).toEqual(['site.owner@example.com']);
  });

  it('sends an alert to every active staff user', async () => {
    await addUser(t, 'oncall', { is_staff: true });
    await addUser(t, 'retired', { is_staff: true, is_active: false });
    const event = await request(t, { to: { staff: true }, subject: 'High CPU usage', text: 'CPU usage is 97%.', category: 'alert' });
    const rows = await eventually(async () => {
      const stored = await messagesOf(t, event.id);
      return stored.length > 0 && stored.every((row) => row.status === 'sent') && stored;
    });
    const addresses = rows.map((row) => row.to_address);
    expect(addresses).toContain('oncall@example.com');
    expect(addresses).not.toContain('retired@example.com');
  });

  it('retries a message the server refused and delivers it once', async () => {
    smtp.refuseNext(1);
    const event = await request(t, invitation('patient@example.com'));
    const [row] = await eventually(async () => {
      const rows = await messagesOf(t, event.id);
      return rows[0]?.status === 'sent' && rows;
    });
    expect(row.attempts).toBe(2);
    expect(smtp.received.filter((m) => m.raw.includes(event.id))).toHaveLength(1);
  });

  it('gives a message up as failed after the last attempt, with the error', async () => {
    smtp.refuseNext(3);
    const event = await request(t, invitation('unlucky@example.com'));
    const [row] = await eventually(async () => {
      const rows = await messagesOf(t, event.id);
      return rows[0]?.status === 'failed' && rows;
    });
    expect(row.attempts).toBe(3);
    expect(row.last_error).toMatch(/Try again later/);
    expect(smtp.received.filter((m) => m.raw.includes(event.id))).toHaveLength(0);
  });

  it('stores and sends a redelivered event once', async () => {
    const event = await request(t, invitation('twice@example.com'));
    await eventually(async () => (await messagesOf(t, event.id))[0]?.status === 'sent');
    // Delivered again: the inbox skips it; and without the inbox row the table's key still holds.
    expect(await t.app.events.deliver(event)).toBe(false);
    await t.app.db('identity.inbox').where({ event_id: event.id }).delete();
    expect(await t.app.events.deliver(event)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await messagesOf(t, event.id)).toHaveLength(1);
    expect(smtp.received.filter((m) => m.raw.includes(event.id))).toHaveLength(1);
  });

  it('sends nothing when the requesting transaction rolls back', async () => {
    let eventId = '';
    await expect(
      t.app.db.transaction(async (trx) => {
        eventId = (await requestMail(t.app.events, trx, invitation('never@example.com'))).id;
        throw new Error('the invitation could not be saved');
      }),
    ).rejects.toThrow('could not be saved');
    await t.app.events.flush();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await t.app.db('identity.outbox').where({ event_id: eventId })).toHaveLength(0);
    expect(await messagesOf(t, eventId)).toHaveLength(0);
    expect(smtp.received.filter((m) => m.to.includes('never@example.com'))).toHaveLength(0);
  });

  it('refuses a malformed request before it reaches the outbox', async () => {
    await expect(request(t, { ...invitation('not an address'), category: 'invitation' })).rejects.toThrow(/Mail request refused: \/to/);
    await expect(request(t, { ...invitation('a@example.com'), category: 'spam' as never })).rejects.toThrow(/Mail request refused/);
  });

  it('drops a malformed event without redelivering it forever', async () => {
    const event = {
      id: randomUUID(),
      type: MAIL_REQUESTED,
      version: 1 as const,
      occurredAt: new Date().toISOString(),
      key: 'x',
      payload: { to: 42 },
    };
    expect(await t.app.events.deliver(event)).toBe(true);
    expect(await messagesOf(t, event.id)).toHaveLength(0);
  });
});

describe('email without SMTP_URL (development)', () => {
  let t: TestService;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await startIdentity({ SMTP_URL: undefined, MAIL_FROM: undefined });
    call = caller(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the message and lists it for staff, newest first', async () => {
    const first = await request(t, { to: 'reader@example.com', subject: 'Older', text: 'An older message.', category: 'form' });
    // Requests to different addresses may be consumed in any order: the second is made once the first is stored.
    await eventually(async () => (await messagesOf(t, first.id)).length === 1);
    const mail = invitation('kept@example.com');
    const event = await request(t, mail);
    await eventually(async () => (await messagesOf(t, event.id)).length === 1 && (await messagesOf(t, first.id)).length === 1);
    const [row] = await messagesOf(t, event.id);
    expect(row).toMatchObject({ status: 'kept', attempts: 0, message_id: `<${event.id}.0@localhost>` });

    const list = await call('GET', '/api/auth/mail/', { as: staff });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.results[0]).toMatchObject({
      id: row.id,
      to: 'kept@example.com',
      subject: mail.subject,
      category: 'invitation',
      status: 'kept',
      link: mail.link,
      sent_at: null,
    });
    const kept = await call('GET', '/api/auth/mail/?status=kept&page_size=1&page=2', { as: staff });
    expect(kept.body).toMatchObject({ count: 2, next: null, previous: 1, results: [{ subject: 'Older' }] });

    const opened = await call('GET', `/api/auth/mail/${row.id}/`, { as: staff });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ text: mail.text, link: mail.link, html: null, last_error: null });
  });

  it('answers 403 to a signed-in user who is not staff, 401 to nobody', async () => {
    const list = await call('GET', '/api/auth/mail/', { as: alice });
    expect(list.status).toBe(403);
    expect(list.body.detail).toEqual(expect.any(String));
    expect((await call('GET', '/api/auth/mail/1/', { as: alice })).status).toBe(403);
    expect((await call('GET', '/api/auth/mail/')).status).toBe(401);
  });

  it('answers 404 for an unknown message and 400 for a bad filter', async () => {
    expect((await call('GET', '/api/auth/mail/999999/', { as: staff })).body).toEqual({ detail: 'Message not found' });
    const bad = await call('GET', '/api/auth/mail/?status=lost', { as: staff });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/status must be one of/);
  });
});
