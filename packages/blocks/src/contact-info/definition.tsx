import type { BlockDefinition } from '../types';
import { lines, str } from '../shared/content';
import { Icon } from '../shared/icons';

export const contactInfoBlock: BlockDefinition = {
  type: 'contact-info',
  label: 'Contact Details',
  category: 'business',
  icon: '☎',
  description: 'Address, phone and email, with tap-to-call and tap-to-email links.',
  defaults: () => ({
    title: 'Visit or call us',
    address: '120 Market Street\nSan Francisco, CA 94105',
    phone: '+1 (415) 555-0134',
    email: 'hello@example.com',
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'address', label: 'Address', kind: 'textarea' },
    { name: 'phone', label: 'Phone', kind: 'text' },
    { name: 'email', label: 'Email', kind: 'text' },
  ],
  render: ({ content }) => {
    const phone = str(content.phone);
    const email = str(content.email).trim();
    return (
      <section className="atlas-contact-info">
        {str(content.title) && <h2>{str(content.title)}</h2>}
        <ul>
          {str(content.address) && (
            <li>
              <Icon name="map-pin" />
              <address>
                {lines(content.address).map((line, i) => (
                  <span key={i}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
            </li>
          )}
          {phone && (
            <li>
              <Icon name="phone" />
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </li>
          )}
          {email && (
            <li>
              <Icon name="mail" />
              <a href={`mailto:${email.replace(/[^\w.@+-]/g, '')}`}>{email}</a>
            </li>
          )}
        </ul>
      </section>
    );
  },
};
