// Template pictures are generated SVGs (data URLs): every template looks finished offline, weighs a few
// hundred bytes per picture, and needs no image hosting. (The builder has a similar helper for block
// defaults; the sites service cannot import builder code, hence this small twin.)

const dataUrl = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A landscape picture in a given hue (scenery for galleries, cards and image-with-text sections). */
export function landscape(hue: number, width = 1200, height = 800): string {
  const w = width;
  const h = height;
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">` +
      `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 80%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 75% 92%)"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
      `<circle cx="${w * 0.72}" cy="${h * 0.3}" r="${h * 0.1}" fill="hsl(45 95% 72%)"/>` +
      `<path d="M0 ${h * 0.72} L${w * 0.28} ${h * 0.4} L${w * 0.5} ${h * 0.64} L${w * 0.76} ${h * 0.36} L${w} ${h * 0.66} V${h} H0Z" fill="hsl(${hue} 35% 55%)"/>` +
      `<path d="M0 ${h * 0.86} Q${w * 0.3} ${h * 0.66} ${w * 0.58} ${h * 0.84} T${w} ${h * 0.8} V${h} H0Z" fill="hsl(${(hue + 15) % 360} 40% 32%)"/></svg>`,
  );
}

/** Dark abstract artwork for hero backgrounds: white text on it stays readable. */
export function heroArt(hueFrom: number, hueTo: number): string {
  return dataUrl(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">' +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hueFrom} 65% 22%)"/><stop offset="1" stop-color="hsl(${hueTo} 60% 30%)"/></linearGradient></defs>` +
      '<rect width="1600" height="900" fill="url(#g)"/>' +
      `<circle cx="1300" cy="180" r="320" fill="hsl(${hueTo} 70% 45%)" opacity=".35"/>` +
      `<circle cx="220" cy="780" r="260" fill="hsl(${hueFrom} 70% 45%)" opacity=".3"/>` +
      '<path d="M0 640 C400 520 700 820 1100 660 S1500 560 1600 600 V900 H0Z" fill="#000" opacity=".18"/></svg>',
  );
}

/** A round portrait placeholder with initials. */
export function portrait(initials: string, hue: number): string {
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" fill="hsl(${hue} 50% 38%)"/>` +
      `<circle cx="80" cy="64" r="30" fill="hsl(${hue} 45% 70%)"/><path d="M24 160 C30 110 130 110 136 160Z" fill="hsl(${hue} 45% 70%)"/>` +
      `<text x="80" y="74" font-family="Arial,sans-serif" font-size="26" font-weight="700" fill="hsl(${hue} 50% 25%)" text-anchor="middle">${escapeXml(initials)}</text></svg>`,
  );
}

/** A product shot: an object silhouette on a soft backdrop. */
export function productShot(hue: number, shape: 'mug' | 'bag' | 'bottle' | 'box'): string {
  const shapes = {
    mug: '<rect x="250" y="300" width="260" height="300" rx="30"/><path d="M510 360 h50 a60 60 0 0 1 0 120 h-50" fill="none" stroke-width="34" stroke="currentColor"/>',
    bag: '<path d="M230 340 h340 l-30 300 h-280z"/><path d="M320 340 v-60 a80 80 0 0 1 160 0 v60" fill="none" stroke-width="24" stroke="currentColor"/>',
    bottle: '<rect x="340" y="180" width="120" height="90" rx="12"/><rect x="290" y="260" width="220" height="380" rx="60"/>',
    box: '<path d="M400 220 l170 90 v220 l-170 90 l-170 -90 v-220z"/><path d="M230 310 l170 90 l170 -90 M400 400 v220" fill="none" stroke="#fff" stroke-width="6" opacity=".5"/>',
  };
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800"><rect width="800" height="800" fill="hsl(${hue} 40% 93%)"/>` +
      `<ellipse cx="400" cy="660" rx="230" ry="26" fill="hsl(${hue} 20% 80%)"/>` +
      `<g fill="hsl(${hue} 45% 45%)" color="hsl(${hue} 45% 45%)">${shapes[shape]}</g></svg>`,
  );
}

/** A wordmark logo for logo clouds. */
export function wordmark(name: string, hue: number): string {
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 48"><rect x="4" y="10" width="28" height="28" rx="8" fill="hsl(${hue} 45% 35%)"/>` +
      `<text x="42" y="32" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="#374151">${escapeXml(name)}</text></svg>`,
  );
}

export interface PreviewLook {
  title: string;
  primary: string;
  dark: string;
  light: string;
  layout: 'landing' | 'grid' | 'article' | 'shop';
}

/** The template's card picture in the library: a miniature of its page in its own colours, with its name. */
export function previewImage({ title, primary, dark, light, layout }: PreviewLook): string {
  const body = {
    landing:
      `<rect x="40" y="250" width="160" height="90" rx="8" fill="#fff"/><rect x="220" y="250" width="160" height="90" rx="8" fill="#fff"/><rect x="400" y="250" width="160" height="90" rx="8" fill="#fff"/>` +
      `<circle cx="70" cy="280" r="14" fill="${primary}"/><circle cx="250" cy="280" r="14" fill="${primary}"/><circle cx="430" cy="280" r="14" fill="${primary}"/>`,
    grid: [0, 1, 2]
      .map((i) => `<rect x="${40 + i * 180}" y="250" width="160" height="110" rx="6" fill="${primary}" opacity="${0.45 + i * 0.2}"/>`)
      .join(''),
    article:
      '<rect x="120" y="250" width="360" height="12" rx="6" fill="#d1d5db"/><rect x="120" y="274" width="320" height="12" rx="6" fill="#d1d5db"/><rect x="120" y="298" width="340" height="12" rx="6" fill="#d1d5db"/><rect x="120" y="322" width="220" height="12" rx="6" fill="#d1d5db"/>',
    shop: [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${40 + i * 132}" y="245" width="116" height="100" rx="6" fill="#fff"/><rect x="${58 + i * 132}" y="258" width="80" height="56" rx="4" fill="${primary}" opacity=".7"/><rect x="${58 + i * 132}" y="324" width="50" height="8" rx="4" fill="${dark}"/>`,
      )
      .join(''),
  }[layout];
  return dataUrl(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400">' +
      `<rect width="600" height="400" fill="${light}"/>` +
      `<rect width="600" height="44" fill="#fff"/><circle cx="34" cy="22" r="10" fill="${primary}"/><rect x="52" y="16" width="90" height="12" rx="6" fill="${dark}"/>` +
      `<rect x="380" y="16" width="50" height="12" rx="6" fill="#d1d5db"/><rect x="440" y="16" width="50" height="12" rx="6" fill="#d1d5db"/><rect x="500" y="12" width="70" height="20" rx="10" fill="${primary}"/>` +
      `<rect y="44" width="600" height="180" fill="${dark}"/>` +
      `<text x="300" y="130" font-family="Arial,sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>` +
      `<rect x="250" y="158" width="100" height="28" rx="14" fill="${primary}"/>` +
      body +
      '</svg>',
  );
}
