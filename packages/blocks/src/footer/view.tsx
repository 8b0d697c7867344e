import type { BlockRender } from '../types';
import { list, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { type FooterContent, YEAR_TOKEN } from './schema';

/** The copyright line as shown: `{year}` becomes the current year when the block is drawn. */
const copyrightLine = (text: string, now = new Date()) => text.replaceAll(YEAR_TOKEN, String(now.getFullYear()));

export const footerView: BlockRender<FooterContent> = ({ content }) => (
  <footer className="atlas-footer">
    <div className="atlas-footer__top">
      <div>
        <p className="atlas-footer__brand">{str(content.brand)}</p>
        {str(content.tagline) && <p>{str(content.tagline)}</p>}
      </div>
      <nav aria-label="Footer">
        <ul>
          {list(content.links).map((link, i) => (
            <li key={i}>
              <a href={safeUrl(link.url) || '#'}>{str(link.label)}</a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
    {str(content.copyright) && <p className="atlas-footer__copyright">{copyrightLine(str(content.copyright))}</p>}
  </footer>
);
