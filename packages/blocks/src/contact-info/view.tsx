import type { BlockRender } from '../types';
import { lines, str } from '../shared/content';
import { Icon } from '../shared/icons';
import type { ContactInfoContent } from './schema';

export const contactInfoView: BlockRender<ContactInfoContent> = ({ content }) => {
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
};
