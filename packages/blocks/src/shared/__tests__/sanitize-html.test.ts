import { sanitizeHtml } from '../sanitize-html';
import { safeUrl } from '../safe-url';

describe('sanitizeHtml', () => {
  it('keeps formatting, links and lists', () => {
    const html = '<h3>Title</h3><p>Some <em>nice</em> <a href="https://example.com" target="_blank">link</a></p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(
      '<h3>Title</h3><p>Some <em>nice</em> <a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a></p><ul><li>One</li></ul>',
    );
  });
  it('drops scripts, styles and iframes with their content', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b<style>body{}</style>c<iframe src="x"></iframe>d')).toBe('abcd');
  });
  it('drops event handlers and javascript links, even entity-encoded', () => {
    expect(sanitizeHtml('<a href="jav&#x61;script&colon;alert(1)" onmouseover="x()">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="x" onerror="alert(1)">')).toBe('<img src="x">');
  });
  it('keeps only harmless inline styles', () => {
    expect(sanitizeHtml('<p style="text-align:center;background:url(x);position:fixed">x</p>')).toBe('<p style="text-align: center">x</p>');
  });
  it('escapes stray angle brackets and closes what it opened', () => {
    expect(sanitizeHtml('1 < 2 <strong>bold')).toBe('1 &lt; 2 <strong>bold</strong>');
    expect(sanitizeHtml('</div></section><p>x')).toBe('<p>x</p>');
  });
  it('drops comments and unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<!-- secret --><custom-el>text</custom-el>')).toBe('text');
  });
});

describe('safeUrl', () => {
  it('allows web, mail, phone and relative addresses', () => {
    for (const url of ['https://a.b/c', 'http://x', 'mailto:a@b.c', 'tel:+123', '/about', '#top', 'page.html'])
      expect(safeUrl(url)).toBe(url);
  });
  it('refuses script and data addresses, data images only where allowed', () => {
    expect(safeUrl(' JavaScript:alert(1)')).toBe('');
    expect(safeUrl('data:text/html,<script>')).toBe('');
    expect(safeUrl('data:image/png;base64,AAA')).toBe('');
    expect(safeUrl('data:image/png;base64,AAA', { allowDataImage: true })).toBe('data:image/png;base64,AAA');
  });
});

describe('sanitizeHtml on hostile input', () => {
  it('stays fast on unterminated tags and quotes', () => {
    const inputs = ['<a x="'.repeat(40_000), '<a '.repeat(60_000), `<p title='${'<b '.repeat(50_000)}`];
    const started = Date.now();
    for (const input of inputs) sanitizeHtml(input);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
