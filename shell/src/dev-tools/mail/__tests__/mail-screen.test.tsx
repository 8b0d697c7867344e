import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@atlas/shell-kit';
import { MailScreen } from '../mail-screen';

type Answer = { status: number; body?: unknown };
let answers: Record<string, Answer> = {};

const INVITATION = {
  id: 7,
  to: 'new.editor@example.com',
  subject: 'You are invited to edit River Café',
  category: 'invitation',
  status: 'kept',
  attempts: 0,
  link: 'http://localhost:8080/invite/abc123',
  created_at: '2026-11-27T10:00:00.000Z',
  sent_at: null,
};
const ALERT = {
  ...INVITATION,
  id: 6,
  to: 'staff@example.com',
  subject: '[critical] High CPU usage',
  category: 'alert',
  status: 'failed',
  attempts: 3,
  link: null,
};

beforeEach(() => {
  localStorage.setItem('atlas_access_token', 'token');
  answers = {
    '/api/auth/mail/?page=1&page_size=20': { status: 200, body: { count: 2, next: null, previous: null, results: [INVITATION, ALERT] } },
    '/api/auth/mail/?page=1&page_size=20&status=failed': { status: 200, body: { count: 1, next: null, previous: null, results: [ALERT] } },
    '/api/auth/mail/7/': {
      status: 200,
      body: {
        ...INVITATION,
        text: 'Alice invited you to River Café. Accept: http://localhost:8080/invite/abc123',
        html: null,
        last_error: null,
        next_attempt_at: null,
        message_id: '<x.0@localhost>',
      },
    },
  };
  (globalThis as { fetch: unknown }).fetch = jest.fn(async (url: string) => {
    const answer = answers[url] ?? { status: 404, body: { detail: 'Not found' } };
    return {
      ok: answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      text: async () => JSON.stringify(answer.body ?? {}),
    };
  });
});

function renderMail() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MailScreen />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('Mail screen (Developer Tools)', () => {
  it('lists messages with recipient, subject, category, status and time', async () => {
    renderMail();
    const list = await screen.findByRole('list', { name: 'Messages' });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('You are invited to edit River Café');
    expect(rows[0]).toHaveTextContent('To new.editor@example.com');
    expect(rows[0]).toHaveTextContent('Invitation');
    expect(rows[0]).toHaveTextContent('Kept');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(screen.getByText('2 messages')).toBeInTheDocument();
  });

  it('filters by status', async () => {
    renderMail();
    await screen.findByRole('list', { name: 'Messages' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(await screen.findByText('1 message')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('button')).toHaveLength(1);
  });

  it('opens a message with its text and a link to copy', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderMail();
    await userEvent.click(await screen.findByRole('button', { name: /You are invited to edit River Café/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Alice invited you to River Café\. Accept:/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Link')).toHaveValue('http://localhost:8080/invite/abc123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:8080/invite/abc123');
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('says so when there is no message, and shows the API refusal', async () => {
    answers['/api/auth/mail/?page=1&page_size=20'] = { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
    const { unmount } = renderMail();
    expect(await screen.findByText('No messages')).toBeInTheDocument();
    unmount();
    answers['/api/auth/mail/?page=1&page_size=20'] = {
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    };
    renderMail();
    expect(await screen.findByText('You do not have permission to perform this action.')).toBeInTheDocument();
  });
});
