import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Modal,
  PageHeader,
  Pagination,
  Select,
  Skeleton,
  errorText,
  formatDate,
  useToast,
  type BadgeTone,
} from '@atlas/shell-kit';
import type { MailStatus, MailSummary } from '@atlas/identity/contract';
import { MAIL_PAGE_SIZE, useMailList, useMailMessage } from './use-mail';
import './mail.css';

const STATUS_TONES: Record<MailStatus, BadgeTone> = { kept: 'info', queued: 'warning', sent: 'success', failed: 'danger' };
const STATUS_LABELS: Record<MailStatus, string> = { kept: 'Kept', queued: 'Queued', sent: 'Sent', failed: 'Failed' };
const CATEGORY_LABELS: Record<MailSummary['category'], string> = {
  invitation: 'Invitation',
  form: 'Form',
  alert: 'Alert',
  account: 'Account',
  order: 'Order',
};
const FILTERS = [
  { value: '', label: 'All messages' },
  ...(Object.keys(STATUS_LABELS) as MailStatus[]).map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

const MailStatusBadge = ({ status }: { status: MailStatus }) => <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;

/** Developer Tools → Mail (staff): every email the platform sent, kept (no SMTP server) or gave up on. */
export function MailScreen() {
  const [status, setStatus] = useState<MailStatus | ''>('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useMailList(status, page);

  return (
    <div className="mail-screen">
      <PageHeader
        title="Mail"
        subtitle="Emails sent by Atlas: invitations, form submissions and alerts. Without SMTP_URL they are kept here instead of sent."
      />
      <Card>
        <div className="mail-screen__toolbar">
          <Select
            label="Status"
            options={FILTERS}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as MailStatus | '');
              setPage(1);
            }}
          />
          {list.data && <span className="mail-screen__count">{list.data.count === 1 ? '1 message' : `${list.data.count} messages`}</span>}
        </div>
        {list.isPending ? (
          <div className="mail-screen__loading" aria-label="Loading messages">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={56} />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorState
            message={errorText(list.error, 'Failed to load the messages.')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.results.length === 0 ? (
          <EmptyState title="No messages" description="Invitations, form submissions and alerts appear here once Atlas sends them." />
        ) : (
          <ul className="mail-list" aria-label="Messages">
            {list.data.results.map((message) => (
              <li key={message.id}>
                <button type="button" className="mail-list__row" onClick={() => setOpenId(message.id)}>
                  <span className="mail-list__subject">{message.subject}</span>
                  <span className="mail-list__to">To {message.to}</span>
                  <span className="mail-list__meta">
                    <Badge>{CATEGORY_LABELS[message.category]}</Badge>
                    <MailStatusBadge status={message.status} />
                    <time dateTime={message.created_at}>{formatDate(message.created_at, { time: true })}</time>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {list.data && <Pagination page={page} pageCount={Math.ceil(list.data.count / MAIL_PAGE_SIZE)} onPageChange={setPage} />}
      </Card>
      <MailMessageModal id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

function MailMessageModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const message = useMailMessage(id);
  const toast = useToast();
  const copyLink = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy: select the link and copy it');
    }
  };
  const data = message.data;
  return (
    <Modal
      open={id !== null}
      title={data?.subject ?? 'Message'}
      onClose={onClose}
      size="lg"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {message.isError ? (
        <ErrorState message={errorText(message.error, 'Failed to load the message.')} onRetry={() => void message.refetch()} />
      ) : !data ? (
        <Skeleton height={160} />
      ) : (
        <div className="mail-message">
          <dl className="mail-message__facts">
            <dt>To</dt>
            <dd>{data.to}</dd>
            <dt>Category</dt>
            <dd>{CATEGORY_LABELS[data.category]}</dd>
            <dt>Status</dt>
            <dd>
              <MailStatusBadge status={data.status} />{' '}
              {data.attempts > 0 && (
                <span className="mail-message__attempts">{data.attempts === 1 ? '1 attempt' : `${data.attempts} attempts`}</span>
              )}
            </dd>
            <dt>Created</dt>
            <dd>{formatDate(data.created_at, { time: true })}</dd>
            {data.sent_at && (
              <>
                <dt>Sent</dt>
                <dd>{formatDate(data.sent_at, { time: true })}</dd>
              </>
            )}
            {data.next_attempt_at && (
              <>
                <dt>Next attempt</dt>
                <dd>{formatDate(data.next_attempt_at, { time: true })}</dd>
              </>
            )}
          </dl>
          {data.last_error && (
            <p className="mail-message__error" role="alert">
              Last error: {data.last_error}
            </p>
          )}
          {data.link && (
            <div className="mail-message__link">
              <label htmlFor="mail-message-link">Link</label>
              <div className="mail-message__link-row">
                <input id="mail-message-link" readOnly value={data.link} onFocus={(event) => event.target.select()} />
                <Button variant="secondary" size="sm" onClick={() => void copyLink(data.link!)}>
                  Copy link
                </Button>
              </div>
            </div>
          )}
          <pre className="mail-message__text">{data.text}</pre>
        </div>
      )}
    </Modal>
  );
}
