import { useState, type ReactNode } from 'react';
import { roleAllows } from '@atlas/sites/contract';
import { Button, Card, Input, Modal, Select, Tabs } from '@atlas/shell-kit';
import { useSite, useUpdateSite } from '../api/sites';
import type { Site } from '../api/types';
import {
  LANGUAGES,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  THEMES,
  TIMEZONES,
  currentValue,
  withChange,
  type EditableField,
  type PendingChanges,
} from './settings-fields';
import { PageVitals } from './page-vitals';
import { MembersPanel } from './members-panel';
import { DomainsPanel } from './domains-panel';
import './site-settings.css';

const TABS = ['General', 'SEO', 'Design', 'Domains', 'Analytics', 'Security', 'Integrations', 'Notifications', 'Members'].map((label) => ({
  id: label.toLowerCase(),
  label,
}));

const INTEGRATIONS = [
  { title: 'Email marketing', description: 'Send new subscribers and form leads to your email marketing tool.' },
  { title: 'Form handling', description: 'Forward form submissions to another service.' },
  { title: 'A/B testing', description: 'Try variations of your pages and measure which performs better.' },
];

interface SiteSettingsModalProps {
  site: Site;
  open: boolean;
  onClose(): void;
  onUpdated?(site: Site): void;
  onShowSubmissions?(): void;
  /** The tab it opens on (the site card's Members action opens 'members'). */
  initialTab?: string;
}

/** Site Settings: edits accumulate as pending changes; Save Changes sends only those fields. */
export function SiteSettingsModal({ site: listed, open, onClose, onUpdated, onShowSubmissions, initialTab }: SiteSettingsModalProps) {
  const detail = useSite(listed.id);
  const updateSite = useUpdateSite(listed.id);
  const site = detail.data ?? listed;
  // Settings (domains included) are the admins' (and the owner's); everyone on the team sees its members.
  const administers = roleAllows(site.role ?? 'owner', 'admin');
  const tabs = administers ? TABS : TABS.filter((item) => item.id === 'members');
  const [chosenTab, setTab] = useState(initialTab ?? 'general');
  const tab = tabs.some((item) => item.id === chosenTab) ? chosenTab : 'members';
  const [pending, setPending] = useState<PendingChanges>({});
  const dirty = Object.keys(pending).length > 0;

  const value = (field: EditableField) => currentValue(site, pending, field);
  const text = (field: EditableField) => String(value(field) ?? '');
  const set = (field: EditableField, next: unknown) => setPending((current) => withChange(site, current, field, next));

  const textInput = (field: EditableField, label: string, props: Record<string, unknown> = {}) => (
    <Input label={label} value={text(field)} onChange={(event) => set(field, event.target.value)} {...props} />
  );
  const toggle = (field: EditableField, label: string, hint?: string) => (
    <label className="atlas-settings__toggle">
      <input type="checkbox" checked={Boolean(value(field))} onChange={(event) => set(field, event.target.checked)} />
      <span>
        <span className="atlas-settings__toggle-label">{label}</span>
        {hint && <span className="atlas-muted">{hint}</span>}
      </span>
    </label>
  );
  const area = (
    field: EditableField,
    label: string,
    props: { maxLength?: number; rows?: number; placeholder?: string; code?: boolean } = {},
  ) => (
    <div className="atlas-field">
      <label className="atlas-field__label" htmlFor={`atlas-setting-${field}`}>
        {label}
      </label>
      <textarea
        id={`atlas-setting-${field}`}
        className={`atlas-input${props.code ? ' atlas-settings__code' : ''}`}
        rows={props.rows ?? 3}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        value={text(field)}
        onChange={(event) => set(field, event.target.value)}
      />
      {props.maxLength && <p className="atlas-field__hint">{`${text(field).length}/${props.maxLength} characters`}</p>}
    </div>
  );

  const save = async () => {
    try {
      const saved = await updateSite.mutateAsync(pending as Partial<Site>);
      setPending({});
      onUpdated?.(saved);
    } catch {
      // A failing settings save is silent: the edits stay pending to retry.
    }
  };

  const close = () => {
    setPending({});
    onClose();
  };

  const panels: Record<string, ReactNode> = {
    general: (
      <>
        {textInput('name', 'Site Name', { required: true })}
        {area('description', 'Description')}
        {textInput('favicon', 'Favicon URL', { type: 'url', placeholder: 'https://example.com/favicon.ico' })}
        <Select
          label="Default Language"
          options={LANGUAGES}
          value={text('default_language')}
          onChange={(event) => set('default_language', event.target.value)}
        />
        <Select label="Timezone" options={TIMEZONES} value={text('timezone')} onChange={(event) => set('timezone', event.target.value)} />
        {toggle('maintenance_mode', 'Maintenance mode', 'Visitors see a maintenance notice instead of the site.')}
      </>
    ),
    seo: (
      <>
        {textInput('meta_title', 'Meta Title', {
          maxLength: META_TITLE_MAX,
          hint: `${text('meta_title').length}/${META_TITLE_MAX} characters`,
        })}
        {area('meta_description', 'Meta Description', { maxLength: META_DESCRIPTION_MAX })}
        {textInput('meta_keywords', 'Meta Keywords', { placeholder: 'website, builder, cms' })}
        {textInput('og_image', 'Open Graph Image URL', { type: 'url', placeholder: 'https://example.com/og.png' })}
        {toggle('allow_indexing', 'Allow search engines to index this site')}
        {toggle('auto_generate_sitemap', 'Generate a sitemap automatically')}
      </>
    ),
    design: (
      <>
        <Select label="Theme" options={THEMES} value={text('theme')} onChange={(event) => set('theme', event.target.value)} />
        <div className="atlas-field">
          <label className="atlas-field__label" htmlFor="atlas-setting-primary-color">
            Primary Color
          </label>
          <div className="atlas-settings__color">
            <input
              type="color"
              aria-label="Primary color picker"
              value={/^#[0-9a-f]{6}$/i.test(text('primary_color')) ? text('primary_color') : '#3b82f6'}
              onChange={(event) => set('primary_color', event.target.value)}
            />
            <input
              id="atlas-setting-primary-color"
              className="atlas-input"
              value={text('primary_color')}
              onChange={(event) => set('primary_color', event.target.value)}
            />
          </div>
        </div>
        {area('custom_css', 'Custom CSS', { rows: 6, code: true, placeholder: '.my-class { color: red; }' })}
        {area('custom_js', 'Custom JavaScript', { rows: 6, code: true, placeholder: "console.log('hello')" })}
      </>
    ),
    domains: <DomainsPanel site={site} />,
    analytics: (
      <>
        {textInput('google_analytics_id', 'Google Analytics ID', { placeholder: 'G-XXXXXXXXXX' })}
        {textInput('facebook_pixel_id', 'Facebook Pixel ID', { placeholder: '123456789012345' })}
        {toggle('cookie_consent_enabled', 'Show a cookie consent banner')}
        {toggle('analytics_enabled', 'Count visits with Atlas Analytics (no cookies, no personal data)')}
        <PageVitals siteId={site.id} />
      </>
    ),
    security: (
      <>
        {toggle('password_protected', 'Password protect this site')}
        {Boolean(value('password_protected')) &&
          textInput('site_password', 'Site Password', {
            type: 'password',
            autoComplete: 'new-password',
            placeholder: 'Leave blank to keep the current password',
          })}
        {toggle('login_required', 'Require visitors to sign in')}
      </>
    ),
    integrations: (
      <div className="atlas-settings__integrations">
        {INTEGRATIONS.map((integration) => (
          <Card key={integration.title} title={integration.title}>
            <p className="atlas-muted">{integration.description}</p>
            <Button variant="secondary" size="sm" aria-label={`Configure ${integration.title}`}>
              Configure
            </Button>
          </Card>
        ))}
      </div>
    ),
    notifications: (
      <>
        {toggle('email_notifications', 'Email notifications')}
        {toggle('form_notifications', 'Form submission notifications')}
        {toggle('comment_notifications', 'Comment notifications')}
        {onShowSubmissions && (
          <Button variant="secondary" onClick={onShowSubmissions}>
            View Form Submissions
          </Button>
        )}
      </>
    ),
    members: <MembersPanel site={site} />,
  };

  return (
    <Modal
      open={open}
      title={administers ? `Site Settings — ${site.name}` : `Members — ${site.name}`}
      onClose={close}
      size="xl"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          {dirty && administers && (
            <Button onClick={() => void save()} loading={updateSite.isPending}>
              Save Changes
            </Button>
          )}
        </>
      }
    >
      {!administers && <p className="atlas-muted">Only the site’s admins and owner can change its settings.</p>}
      <Tabs tabs={tabs} selected={tab} onSelect={setTab} label="Site settings sections">
        <div className="atlas-settings__panel">{panels[tab]}</div>
      </Tabs>
    </Modal>
  );
}
