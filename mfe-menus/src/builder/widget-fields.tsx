import { Button, Input, Select } from '@atlas/shell-kit';
import type { ContactInfo, SocialLink } from '../api/types';
import { FormError, TextArea } from '../shared/fields';
import { SOCIAL_PLATFORMS } from './item-form';

/** The list of social links (platform, url, title, icon) of a social links item or widget. */
export function SocialLinksFields({
  links,
  error,
  onChange,
}: {
  links: SocialLink[];
  error?: string;
  onChange(links: SocialLink[]): void;
}) {
  const change = (index: number, key: keyof SocialLink, value: string) =>
    onChange(links.map((link, i) => (i === index ? { ...link, [key]: value } : link)));
  return (
    <fieldset className="menus-fieldset">
      <legend>Social links</legend>
      {links.length === 0 && <p className="menus-muted">No links yet.</p>}
      <FormError message={error} />
      {links.map((link, index) => (
        <div key={index} className="menus-social-row">
          <Select
            label={`Platform ${index + 1}`}
            value={link.platform}
            onChange={(event) => change(index, 'platform', event.target.value)}
            options={[{ value: '', label: 'Choose' }, ...SOCIAL_PLATFORMS.map((platform) => ({ value: platform, label: platform }))]}
          />
          <Input label={`Link ${index + 1}`} type="url" value={link.url} onChange={(event) => change(index, 'url', event.target.value)} />
          <Input label={`Title ${index + 1}`} value={link.title} onChange={(event) => change(index, 'title', event.target.value)} />
          <Input label={`Icon ${index + 1}`} value={link.icon} onChange={(event) => change(index, 'icon', event.target.value)} />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove link ${index + 1}`}
            onClick={() => onChange(links.filter((_link, i) => i !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...links, { platform: '', url: '', title: '', icon: '' }])}>
        Add Link
      </Button>
    </fieldset>
  );
}

export function ContactFields({ contact, onChange }: { contact: ContactInfo; onChange(contact: ContactInfo): void }) {
  return (
    <fieldset className="menus-fieldset">
      <legend>Contact info</legend>
      <Input label="Phone" type="tel" value={contact.phone} onChange={(event) => onChange({ ...contact, phone: event.target.value })} />
      <Input label="Email" type="email" value={contact.email} onChange={(event) => onChange({ ...contact, email: event.target.value })} />
      <TextArea label="Address" value={contact.address} onChange={(event) => onChange({ ...contact, address: event.target.value })} />
    </fieldset>
  );
}

export function HtmlField({ html, onChange }: { html: string; onChange(html: string): void }) {
  return (
    <TextArea
      label="HTML"
      rows={5}
      value={html}
      onChange={(event) => onChange(event.target.value)}
      placeholder="<p>Opening hours ...</p>"
    />
  );
}
