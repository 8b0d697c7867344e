import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Input,
  PageHeader,
  Pagination,
  Skeleton,
  errorText,
  formatDate,
  useAuth,
  useToast,
  type Account,
} from '@atlas/shell-kit';
import { USERS_PAGE_SIZE, useAccounts, useChangeAccount } from './account-api';
import './account.css';

type Pending = { account: Account; change: 'deactivate' | 'reactivate' | 'make-staff' | 'remove-staff' };

const CONFIRM: Record<Pending['change'], { title: string; message: (name: string) => string; label: string; danger: boolean }> = {
  deactivate: {
    title: 'Deactivate this account?',
    message: (name) => `${name} is signed out everywhere at once and cannot sign in until reactivated.`,
    label: 'Deactivate',
    danger: true,
  },
  reactivate: { title: 'Reactivate this account?', message: (name) => `${name} can sign in again.`, label: 'Reactivate', danger: false },
  'make-staff': {
    title: 'Make this account staff?',
    message: (name) => `${name} gets the Administration and Developer Tools areas from their next sign-in.`,
    label: 'Make staff',
    danger: false,
  },
  'remove-staff': {
    title: 'Remove staff access?',
    message: (name) => `${name} loses staff access at once and is signed out everywhere.`,
    label: 'Remove staff',
    danger: true,
  },
};

/** /dashboard/admin/users (staff): search accounts, make or remove staff, deactivate or reactivate. */
export function UsersScreen() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const accounts = useAccounts(search, page);
  const change = useChangeAccount();
  const toast = useToast();
  const { user: me } = useAuth();
  const [pending, setPending] = useState<Pending | null>(null);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };

  const confirm = () => {
    if (!pending) return;
    const { account, change: kind } = pending;
    const changes =
      kind === 'deactivate' || kind === 'reactivate' ? { is_active: kind === 'reactivate' } : { is_staff: kind === 'make-staff' };
    change.mutate(
      { id: account.id, changes },
      {
        onSuccess: () => {
          setPending(null);
          toast.success(`${account.username}: ${CONFIRM[kind].label.toLowerCase()} done.`);
        },
        onError: (error) => {
          setPending(null);
          toast.error(errorText(error, 'Failed to change the account'));
        },
      },
    );
  };

  const pageCount = Math.max(1, Math.ceil((accounts.data?.count ?? 0) / USERS_PAGE_SIZE));
  const dialog = pending ? CONFIRM[pending.change] : null;

  return (
    <div className="atlas-account">
      <PageHeader title="Users" subtitle="Search accounts, grant or remove staff access, deactivate accounts." />
      <form className="atlas-users__search" role="search" onSubmit={submitSearch}>
        <Input
          label="Search users"
          placeholder="Username or email"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          type="search"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {accounts.isPending && <Skeleton height={160} />}
      {accounts.isError && (
        <ErrorState title="Failed to load users" message={errorText(accounts.error, '')} onRetry={() => void accounts.refetch()} />
      )}
      {accounts.data?.count === 0 && <EmptyState title="No users found" description={search ? `Nobody matches "${search}".` : undefined} />}
      {accounts.data && accounts.data.count > 0 && (
        <div className="atlas-users__table-wrap">
          <table className="atlas-users__table">
            <caption className="atlas-visually-hidden">Users</caption>
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col" className="atlas-users__date">
                  Joined
                </th>
                <th scope="col" className="atlas-users__date">
                  Last sign-in
                </th>
                <th scope="col">Staff</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.results.map((account) => {
                const self = account.id === me?.id;
                return (
                  <tr key={account.id}>
                    <td>
                      <span className="atlas-users__name">{account.username}</span>
                      <span className="atlas-users__email">{account.email}</span>
                    </td>
                    <td className="atlas-users__date">{formatDate(account.date_joined)}</td>
                    <td className="atlas-users__date">{account.last_login ? formatDate(account.last_login) : 'Never'}</td>
                    <td>
                      <label className="atlas-users__toggle">
                        <input
                          type="checkbox"
                          checked={account.is_staff}
                          disabled={self}
                          onChange={() => setPending({ account, change: account.is_staff ? 'remove-staff' : 'make-staff' })}
                        />
                        <span>{account.is_staff ? 'Staff' : 'Not staff'}</span>
                        <span className="atlas-visually-hidden">{` (${account.username})`}</span>
                      </label>
                    </td>
                    <td>
                      <div className="atlas-users__status">
                        <Badge tone={account.is_active ? 'success' : 'danger'}>{account.is_active ? 'Active' : 'Deactivated'}</Badge>
                        {!self && (
                          <Button
                            size="sm"
                            variant={account.is_active ? 'danger' : 'secondary'}
                            onClick={() => setPending({ account, change: account.is_active ? 'deactivate' : 'reactivate' })}
                            aria-label={`${account.is_active ? 'Deactivate' : 'Reactivate'} ${account.username}`}
                          >
                            {account.is_active ? 'Deactivate' : 'Reactivate'}
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />}
      <ConfirmDialog
        open={pending !== null}
        title={dialog?.title}
        message={pending && dialog ? dialog.message(pending.account.username) : ''}
        confirmLabel={dialog?.label}
        danger={dialog?.danger}
        busy={change.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
