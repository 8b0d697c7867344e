import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import type { MailList, MailMessage, MailStatus } from '@atlas/identity/contract';

export const MAIL_PAGE_SIZE = 20;

export const mailKeys = {
  all: ['mail'] as const,
  list: (status: MailStatus | '', page: number) => [...mailKeys.all, 'list', status, page] as const,
  detail: (id: number) => [...mailKeys.all, 'detail', id] as const,
};

/** A page of emails, newest first, optionally of one status (staff only); read again every 10 s. */
export const useMailList = (status: MailStatus | '', page: number) =>
  useQuery(
    queryOptions({
      queryKey: mailKeys.list(status, page),
      queryFn: () => {
        const query = new URLSearchParams({ page: String(page), page_size: String(MAIL_PAGE_SIZE) });
        if (status) query.set('status', status);
        return api.get<MailList>(`/auth/mail/?${query}`);
      },
      placeholderData: keepPreviousData,
      refetchInterval: 10_000,
    }),
  );

/** One email with its text and link. */
export const useMailMessage = (id: number | null) =>
  useQuery(
    queryOptions({
      queryKey: mailKeys.detail(id ?? 0),
      queryFn: () => api.get<MailMessage>(`/auth/mail/${id}/`),
      enabled: id !== null,
    }),
  );
