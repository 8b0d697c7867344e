import { renderToStaticMarkup } from 'react-dom/server';
import { PageBlocks, createBlock, islandScript, pageUsesIsland, type Block } from '../index';

// The public page is static HTML plus islandScript: render it the way the public renderer does and run the script.
function publish(blocks: Block[], endpoint = '/api/builder/public_site/demo/forms/') {
  document.body.innerHTML = `<main data-atlas-form-endpoint="${endpoint}">${renderToStaticMarkup(<PageBlocks blocks={blocks} mode="public" />)}</main>`;
  new Function(islandScript)();
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('islandScript on a published page', () => {
  it('switches tabs on click and with the arrow keys', () => {
    publish([createBlock('tabs')]);
    const tabs = [...document.querySelectorAll<HTMLElement>('[role=tab]')];
    const panels = [...document.querySelectorAll<HTMLElement>('[role=tabpanel]')];
    tabs[1].click();
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    expect(tabs[0].getAttribute('aria-selected')).toBe('false');
    expect(panels.map((p) => p.hidden)).toEqual([true, false, true]);
    tabs[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(panels.map((p) => p.hidden)).toEqual([true, true, false]);
    expect(document.activeElement).toBe(tabs[2]);
  });

  it('closes the other items of a single-open accordion', () => {
    publish([createBlock('accordion')]);
    const items = [...document.querySelectorAll('details')];
    items[1].open = true;
    items[1].dispatchEvent(new Event('toggle'));
    expect(items.map((d) => d.open)).toEqual([false, true, false]);
  });

  it('opens and closes the mobile menu', () => {
    publish([createBlock('navbar')]);
    const toggle = document.querySelector<HTMLElement>('[data-atlas-menu-toggle]')!;
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu.classList.contains('atlas-open')).toBe(true);
    toggle.click();
    expect(menu.classList.contains('atlas-open')).toBe(false);
  });

  it('posts a contact form as JSON to the site form endpoint and thanks the visitor', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    const form = createBlock('form');
    publish([form]);
    const el = document.querySelector('form')!;
    (el.querySelector('[name=name]') as HTMLInputElement).value = 'Ada';
    (el.querySelector('[name=email]') as HTMLInputElement).value = 'ada@example.com';
    (el.querySelector('[name=message]') as HTMLTextAreaElement).value = 'Hello';
    el.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledWith('/api/builder/public_site/demo/forms/', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      form_id: form.id,
      data: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
    });
    expect(el.querySelector('[role=status]')!.textContent).toBe('Thank you! Your message has been sent.');
  });

  it('tells the visitor when sending fails', async () => {
    (globalThis as { fetch?: unknown }).fetch = jest.fn().mockResolvedValue({ ok: false });
    publish([createBlock('newsletter')]);
    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('[role=status]')!.textContent).toBe('Sorry, your message could not be sent. Please try again.');
  });

  it('fills share links with the visited page address', () => {
    publish([createBlock('social-share')]);
    expect(document.querySelector<HTMLAnchorElement>('[data-atlas-share]')!.href).toContain(encodeURIComponent(location.href));
  });
});

describe('pageUsesIsland', () => {
  it('is true only for pages with interactive blocks, nested columns included', () => {
    expect(pageUsesIsland([createBlock('heading'), createBlock('image')])).toBe(false);
    const columns = createBlock('columns');
    columns.content.columns[1].blocks = [createBlock('accordion')];
    expect(pageUsesIsland([createBlock('heading'), columns])).toBe(true);
  });
});
