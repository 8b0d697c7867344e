import { renderToStaticMarkup } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SiteMenu, islandScript, siteMenuCss, type PublicMenu } from '../../index';
import { item, storeMegaMenu } from './menu-fixtures';

// The public page: the menu's static markup plus islandScript, as the gateway serves it.
let removeListeners: () => void;

function publish(menu: PublicMenu) {
  document.body.innerHTML = `<header>${renderToStaticMarkup(<SiteMenu menu={menu} location="header-primary" siteSlug="store" />)}</header><main><a id="outside" href="#top">Elsewhere</a><p id="text">Text</p></main>`;
  // The island adds document listeners; collect them so each test starts from a clean document.
  const added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
  const add = document.addEventListener.bind(document);
  const spy = jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener, options]);
    add(type, listener, options);
  });
  new Function(islandScript)();
  spy.mockRestore();
  removeListeners = () => added.forEach(([type, listener, options]) => document.removeEventListener(type, listener, options));
}

const toggle = () => document.querySelector<HTMLButtonElement>('[data-atlas-menu-toggle]')!;
const panel = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;

afterEach(() => {
  removeListeners?.();
  document.body.innerHTML = '';
  document.documentElement.style.overflow = '';
});

describe('the public menu with islandScript', () => {
  it('opens the mobile menu and locks the page scroll, and closes it again with the toggle', () => {
    publish(storeMegaMenu());
    toggle().click();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(panel().classList.contains('atlas-open')).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    toggle().click();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(panel().classList.contains('atlas-open')).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on an outside click without following what was under it', () => {
    publish(storeMegaMenu());
    toggle().click();
    const outside = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('outside')!.dispatchEvent(outside);
    expect(outside.defaultPrevented).toBe(true);
    expect(panel().classList.contains('atlas-open')).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('stays open for a click inside the panel that is not a link, and closes on choosing a link', () => {
    publish(storeMegaMenu());
    toggle().click();
    fireEvent.click(panel().querySelector('address')!);
    expect(panel().classList.contains('atlas-open')).toBe(true);
    const choose = new MouseEvent('click', { bubbles: true, cancelable: true });
    panel().querySelector('a[href="/store"]')!.dispatchEvent(choose);
    expect(choose.defaultPrevented).toBe(false);
    expect(panel().classList.contains('atlas-open')).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on Escape and gives focus back to the toggle', () => {
    publish(storeMegaMenu());
    toggle().click();
    panel().querySelector<HTMLAnchorElement>('a')!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('shuts an open mega panel on Escape, focus back on its entry, until focus leaves the entry', () => {
    publish(storeMegaMenu());
    const shop = document.querySelector<HTMLElement>('.atlas-site-menu__item--mega')!;
    shop.querySelector<HTMLAnchorElement>('a[data-atlas-item="110"]')!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(shop).toHaveClass('atlas-closed');
    expect(document.activeElement).toBe(shop.querySelector('a'));
    expect(siteMenuCss).toContain(
      '.atlas-site-menu .atlas-site-menu__item.atlas-closed>.atlas-site-menu__mega{display:none;transition:none}',
    );
    fireEvent.focusOut(shop.querySelector('a')!, { relatedTarget: document.getElementById('outside') });
    expect(shop).not.toHaveClass('atlas-closed');
  });

  it('sends a beacon with the page path when a tracked item is clicked', async () => {
    const sendBeacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    publish(storeMegaMenu({ track_clicks: true }));
    fireEvent.click(document.querySelector('a[data-atlas-item="110"] .atlas-site-menu__title')!);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0];
    expect(url).toBe('/api/items/110/track_click/');
    expect((blob as Blob).type).toBe('application/json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob as Blob);
    });
    expect(JSON.parse(text)).toEqual({ page_url: location.pathname });
  });

  it('sends nothing when the menu does not track clicks', () => {
    const sendBeacon = jest.fn();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    publish(storeMegaMenu({ track_clicks: false }));
    fireEvent.click(document.querySelector('a[data-atlas-item="110"]')!);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('the preview (no island)', () => {
  it('opens and closes the mobile menu by itself', () => {
    render(<SiteMenu menu={storeMegaMenu({ items: [item({ title: 'Only' })] })} location="header-primary" preview />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toHaveClass('atlas-open');
    fireEvent.keyDown(screen.getByRole('link', { name: 'Only' }), { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays on its page: a click on an entry focuses it, which holds its mega panel open, instead of following it', () => {
    render(<SiteMenu menu={storeMegaMenu()} location="header-primary" preview />);
    const shop = screen.getByRole('link', { name: 'Shop' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    shop.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(shop).toHaveFocus();
    expect(shop.closest('li')).toHaveClass('atlas-site-menu__item--mega');
    expect(shop.closest('li')!.matches(':focus-within')).toBe(true);
  });

  it('closes its mobile menu on choosing a link inside a panel, without leaving the page', () => {
    render(<SiteMenu menu={storeMegaMenu()} location="header-primary" preview />);
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Shop' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const sale = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void screen.getByRole('link', { name: 'Sale' }).dispatchEvent(sale));
    expect(sale.defaultPrevented).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not send the menu’s search form from the preview', () => {
    render(
      <SiteMenu
        menu={storeMegaMenu({ items: [item({ id: 5, title: 'Search', item_type: 'search', url: '' })] })}
        location="header-primary"
        siteSlug="store"
        preview
      />,
    );
    const form = document.querySelector('form');
    expect(form).not.toBeNull();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});
