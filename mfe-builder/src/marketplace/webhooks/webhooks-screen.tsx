import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, ErrorState, PageHeader, Skeleton, useToast, errorText } from '@atlas/shell-kit';
import type { Webhook } from '@atlas/marketplace/contract';
import { ConfirmWithRefusal } from '../module-dialogs';
import { ModuleNotInstalled, isModuleNotInstalled } from '../module-not-installed';
import { ModuleScopeSelect, useModuleScope, withScope } from '../module-scope';
import { DeliveriesDialog } from './deliveries-dialog';
import { SecretDialog } from './secret-dialog';
import { WebhookDialog } from './webhook-dialog';
import { WebhookRow } from './webhook-row';
import { useDeleteWebhook, useUpdateWebhook, useWebhooks } from './webhooks-api';
import '../module-settings.css';

/** What the screen has open over the list: one dialog at a time. */
type Open =
  | { dialog: 'add' }
  | { dialog: 'edit' | 'deliveries' | 'delete' | 'rotate'; webhook: Webhook }
  | { dialog: 'secret'; url: string; secret: string }
  | null;

/**
 * /dashboard/marketplace/webhooks: the Webhooks module's endpoints, their secrets and delivery logs; the
 * account's, or (?site=) those of a site the user administers.
 */
export function WebhooksScreen() {
  const [siteId, setSiteId] = useModuleScope();
  const webhooks = useWebhooks(siteId);
  const remove = useDeleteWebhook();
  const rotate = useUpdateWebhook();
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    remove.reset();
    rotate.reset();
    setOpen(null);
  };
  const notInstalled = isModuleNotInstalled(webhooks.error) ? webhooks.error : null;
  const list = webhooks.data?.results ?? [];
  const add = (
    <Button onClick={() => setOpen({ dialog: 'add' })} disabled={!webhooks.data}>
      Add endpoint
    </Button>
  );

  const saved = (webhook: Webhook) => {
    toast.success(open?.dialog === 'edit' ? 'Endpoint saved' : 'Endpoint added');
    setOpen(webhook.secret ? { dialog: 'secret', url: webhook.url, secret: webhook.secret } : null);
  };

  return (
    <div className="atlas-screen atlas-module-screen">
      <PageHeader
        title="Webhooks"
        subtitle="Your server receives signed JSON when a form is submitted, an order is placed or a page is published."
        actions={
          <>
            <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to={withScope('/dashboard/marketplace', siteId)}>
              Back to Marketplace
            </Link>
            {!notInstalled && list.length > 0 && add}
          </>
        }
      />
      <ModuleScopeSelect siteId={siteId} onChange={setSiteId} />

      {webhooks.isPending ? (
        <ul className="atlas-module-list" aria-busy="true" aria-label="Loading endpoints">
          {[0, 1].map((index) => (
            <li key={index}>
              <Skeleton height={110} />
            </li>
          ))}
        </ul>
      ) : notInstalled ? (
        <ModuleNotInstalled error={notInstalled} title="Webhooks" siteId={siteId} />
      ) : webhooks.isError ? (
        <ErrorState
          message={errorText(webhooks.error, 'Failed to load webhooks')}
          onRetry={() => void webhooks.refetch()}
          retryLabel="Retry"
          retrying={webhooks.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          title="No endpoints yet"
          description="Add the URL of your server and choose the events it should receive."
          action={add}
        />
      ) : (
        <ul className="atlas-module-list" aria-label="Endpoints">
          {list.map((webhook) => (
            <WebhookRow
              key={webhook.id}
              webhook={webhook}
              onDeliveries={() => setOpen({ dialog: 'deliveries', webhook })}
              onEdit={() => setOpen({ dialog: 'edit', webhook })}
              onRotate={() => setOpen({ dialog: 'rotate', webhook })}
              onDelete={() => setOpen({ dialog: 'delete', webhook })}
            />
          ))}
        </ul>
      )}

      {(open?.dialog === 'add' || open?.dialog === 'edit') && (
        <WebhookDialog
          webhook={open.dialog === 'edit' ? open.webhook : undefined}
          availableEvents={webhooks.data?.available_events ?? []}
          siteId={siteId}
          onSaved={saved}
          onClose={close}
        />
      )}
      {open?.dialog === 'deliveries' && <DeliveriesDialog webhook={open.webhook} onClose={close} />}
      {open?.dialog === 'secret' && <SecretDialog url={open.url} secret={open.secret} onClose={close} />}
      <ConfirmWithRefusal
        open={open?.dialog === 'delete'}
        title="Delete endpoint"
        message={`Are you sure you want to delete ${open?.dialog === 'delete' ? open.webhook.url : ''}? It stops receiving events and its delivery log is removed.`}
        refusal={remove.error}
        refusalFallback="Failed to delete the endpoint"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() =>
          open?.dialog === 'delete' &&
          remove.mutate(open.webhook.id, {
            onSuccess: () => {
              toast.success('Endpoint deleted');
              close();
            },
          })
        }
        onCancel={close}
      />
      <ConfirmWithRefusal
        open={open?.dialog === 'rotate'}
        title="Rotate signing secret"
        message={`A new secret replaces the current one of ${open?.dialog === 'rotate' ? open.webhook.url : ''} at once: from then on your server must check deliveries with the new secret.`}
        refusal={rotate.error}
        refusalFallback="Failed to rotate the secret"
        confirmLabel="Rotate secret"
        busy={rotate.isPending}
        onConfirm={() =>
          open?.dialog === 'rotate' &&
          rotate.mutate(
            { id: open.webhook.id, changes: { rotate_secret: true } },
            { onSuccess: (webhook) => setOpen(webhook.secret ? { dialog: 'secret', url: webhook.url, secret: webhook.secret } : null) },
          )
        }
        onCancel={close}
      />
    </div>
  );
}
