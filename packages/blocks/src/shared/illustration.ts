// Default pictures are small generated SVG landscapes (data URLs), so a new block looks finished and
// works offline until the author picks a real image.

export function illustration(hue = 215, width = 1200, height = 800): string {
  const sky = `hsl(${hue} 70% 88%)`;
  const far = `hsl(${hue} 35% 62%)`;
  const near = `hsl(${(hue + 20) % 360} 40% 38%)`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${sky}"/>` +
    `<circle cx="${width * 0.75}" cy="${height * 0.28}" r="${height * 0.09}" fill="hsl(45 95% 70%)"/>` +
    `<path d="M0 ${height * 0.7} L${width * 0.3} ${height * 0.38} L${width * 0.55} ${height * 0.66} L${width * 0.78} ${height * 0.45} L${width} ${height * 0.68} V${height} H0Z" fill="${far}"/>` +
    `<path d="M0 ${height * 0.85} Q${width * 0.35} ${height * 0.65} ${width * 0.6} ${height * 0.82} T${width} ${height * 0.8} V${height} H0Z" fill="${near}"/>` +
    '</svg>';
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** A round avatar with initials, for people blocks (testimonial, team). */
export function avatar(initials: string, hue = 215): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(${hue} 55% 40%)"/>` +
    `<text x="48" y="58" font-family="Arial,sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${initials.replace(/[<&>"]/g, '')}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
