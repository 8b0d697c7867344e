import { accessiblePrimary, contrast } from '../colours';

describe('accessiblePrimary', () => {
  it('darkens a light brand colour until white text on it reads at AA', () => {
    const shade = accessiblePrimary('#3b82f6');
    expect(shade).not.toBe('#3b82f6');
    expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a colour that already reads well, and falls back for a malformed one', () => {
    expect(accessiblePrimary('#1e3a8a')).toBe('#1e3a8a');
    expect(contrast(accessiblePrimary('not a colour'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(accessiblePrimary('#ff0'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
