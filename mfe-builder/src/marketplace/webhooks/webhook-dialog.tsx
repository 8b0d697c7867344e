import { useId, useState } from 'react';
import { Input } from '@atlas/shell-kit';
import type { Webhook, WebhookInput } from '@atlas/marketplace/contract';
import { formErrorOf, type FormError } from '../form-errors';
import { ModuleFormDialog } from '../module-dialogs';
import { eventLabel } from './webhook-events';
import { useCreateWebhook, useUpdateWebhook } from './webhooks-api';

type Field = 'url' | 'events';
const FIELDS: readonly Field[] = ['url', 'events'];

// The service's URL refusals (not http(s), credentials, unresolvable host, private network) name no field.
const urlRefusal = (detail: string): Field | null => (/\burl\b|\bhost\b/i.test(detail) ? 'url' : null);

interface WebhookDialogProps {
  /** The endpoint to edit; without it the dialog adds one. */
  webhook?: Webhook;
  availableEvents: readonly string[];
  /** The site a new endpoint is added for; null: the account. */
  siteId: number | null;
  /** Called with the API's answer (a new endpoint's answer carries its secret). */
  onSaved(webhook: Webhook): void;
  onClose(): void;
}

/** Add or edit an endpoint: its URL, the events it receives and whether deliveries are sent. */
export function WebhookDialog({ webhook, availableEvents, siteId, onSaved, onClose }: WebhookDialogProps) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const eventsErrorId = useId();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<string[]>(webhook?.events ?? []);
  const [active, setActive] = useState(webhook?.is_active ?? true);
  const [error, setError] = useState<FormError<Field> | null>(null);
  const busy = create.isPending || update.isPending;

  const toggle = (event: string, on: boolean) =>
    setEvents((chosen) => (on ? availableEvents.filter((e) => e === event || chosen.includes(e)) : chosen.filter((e) => e !== event)));

  const submit = () => {
    if (!url.trim()) return setError({ field: 'url', message: 'Enter the URL that receives the events' });
    if (events.length === 0) return setError({ field: 'events', message: 'Choose at least one event' });
    setError(null);
    // The events are picked from the API's own `available_events`.
    const values: WebhookInput = { url: url.trim(), events: events as WebhookInput['events'], is_active: active };
    const handlers = { onSuccess: onSaved, onError: (failure: unknown) => setError(formErrorOf(failure, FIELDS, urlRefusal)) };
    if (webhook) update.mutate({ id: webhook.id, changes: values }, handlers);
    else create.mutate(siteId === null ? values : { ...values, site_id: siteId }, handlers);
  };

  return (
    <ModuleFormDialog
      title={webhook ? 'Edit endpoint' : 'Add endpoint'}
      submitLabel={webhook ? 'Save' : 'Add endpoint'}
      busy={busy}
      formError={error?.field === null ? error.message : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <Input
        label="Endpoint URL"
        type="url"
        inputMode="url"
        required
        placeholder="https://example.com/atlas-webhook"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={error?.field === 'url' ? error.message : null}
        hint="Atlas POSTs signed JSON to this address."
      />
      <fieldset className="atlas-module-form__events" aria-describedby={error?.field === 'events' ? eventsErrorId : undefined}>
        <legend className="atlas-field__label">Events</legend>
        {availableEvents.map((event) => (
          <label key={event} className="atlas-module-form__check">
            <input type="checkbox" checked={events.includes(event)} onChange={(change) => toggle(event, change.target.checked)} />
            <span>
              {eventLabel(event)} <code>{event}</code>
            </span>
          </label>
        ))}
        {error?.field === 'events' && (
          <p id={eventsErrorId} className="atlas-field__error" role="alert">
            {error.message}
          </p>
        )}
      </fieldset>
      <label className="atlas-module-form__check">
        <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
        <span>Active: send deliveries to this endpoint</span>
      </label>
    </ModuleFormDialog>
  );
}
