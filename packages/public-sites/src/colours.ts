// The site's primary colour drives links and buttons. A light brand colour (the default #3b82f6 included)
// does not reach WCAG AA against white, so the page uses the closest darker shade that does.

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function parse(hex: string): [number, number, number] {
  const h = hex.slice(1);
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: number[]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(parse(a)), luminance(parse(b))].sort((x, y) => y - x);
  return (la + 0.05) / (lb + 0.05);
}

/** The colour itself when white text on it (and it on white) reaches 4.5:1, else the first darker shade that does. */
export function accessiblePrimary(colour: string | undefined, fallback = '#3b82f6'): string {
  const start = HEX.test(colour ?? '') ? colour! : fallback;
  let rgb = parse(start);
  for (let i = 0; i < 40 && contrast(toHex(rgb), '#ffffff') < 4.6; i++) rgb = rgb.map((v) => v * 0.93) as [number, number, number];
  return toHex(rgb);
}
