import type { BlockRender } from '../types';
import { list, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import type { LogoCloudContent } from './schema';

export const logoCloudView: BlockRender<LogoCloudContent> = ({ content }) => (
  <section className="atlas-logos">
    {str(content.title) && <p className="atlas-logos__title">{str(content.title)}</p>}
    <ul>
      {list(content.logos).map((logo, i) => {
        const src = safeUrl(logo.src, { allowDataImage: true });
        const href = safeUrl(logo.link);
        const image = src ? <img src={src} alt={str(logo.alt)} height={48} loading="lazy" /> : <span>{str(logo.alt)}</span>;
        return <li key={i}>{href ? <a href={href}>{image}</a> : image}</li>;
      })}
    </ul>
  </section>
);
