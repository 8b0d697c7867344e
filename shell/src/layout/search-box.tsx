import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRecentPages, useSites } from '../data/sites';
import { Icon } from './icon';
import { useNavigation } from './use-navigation';

interface SearchResult {
  key: string;
  kind: 'Screen' | 'Site' | 'Page';
  label: string;
  detail?: string;
  path: string;
}

const MAX_RESULTS = 8;

/**
 * Finds screens, and the user's sites and pages; a combobox driven by the keyboard or the mouse. On a
 * phone it folds into a button that opens it across the header.
 */
export function SearchBox() {
  const sections = useNavigation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const searchId = useId();
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (expanded) input.current?.focus();
  }, [expanded]);

  function collapse() {
    setQuery('');
    if (!expanded) return;
    setExpanded(false);
    opener.current?.focus();
  }
  const sites = useSites();
  // Pages are fetched only once someone starts typing.
  const { pages } = useRecentPages(sites.data, query.trim().length > 0);

  const results = useMemo<SearchResult[]>(() => {
    const needle = query.trim().toLowerCase();
    if (!needle) return [];
    const matches = (text: string) => text.toLowerCase().includes(needle);
    const screens = sections.flatMap((section) =>
      section.links
        .filter((link) => matches(link.label) || matches(section.label))
        .map((link) => ({
          key: `screen:${link.path}`,
          kind: 'Screen' as const,
          label: link.label,
          detail: section.label,
          path: link.path,
        })),
    );
    const siteNames = new Map((sites.data ?? []).map((site) => [site.id, site.name]));
    const siteResults = (sites.data ?? [])
      .filter((site) => matches(site.name) || matches(site.slug))
      .map((site) => ({
        key: `site:${site.id}`,
        kind: 'Site' as const,
        label: site.name,
        detail: site.slug,
        path: `/dashboard/sites/${site.id}/pages`,
      }));
    const pageResults = pages
      .filter((page) => matches(page.title) || matches(page.slug))
      .map((page) => ({
        key: `page:${page.id}`,
        kind: 'Page' as const,
        label: page.title,
        detail: siteNames.get(page.site),
        path: `/builder/site/${page.site}/page/${page.id}`,
      }));
    return [...screens, ...siteResults, ...pageResults].slice(0, MAX_RESULTS);
  }, [query, sections, sites.data, pages]);

  function choose(result: SearchResult) {
    setQuery('');
    setActive(0);
    setExpanded(false);
    navigate(result.path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, results.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && results[active]) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === 'Escape') {
      collapse();
    }
  }

  const open = focused && query.trim().length > 0;
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="atlas-icon-btn shell-mobile-only shell-search__opener"
        aria-label="Open search"
        aria-expanded={expanded}
        aria-controls={searchId}
        hidden={expanded}
        onClick={() => setExpanded(true)}
      >
        <Icon name="search" />
      </button>
      <div id={searchId} className={`shell-search${expanded ? ' shell-search--open' : ''}`} role="search">
        <div className="shell-search__field">
          <span className="shell-search__icon">
            <Icon name="search" size={16} />
          </span>
          <input
            ref={input}
            type="search"
            className="shell-search__input"
            placeholder="Search screens, sites and pages"
            aria-label="Search"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && results[active] ? `${listId}-${active}` : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              // Typing is being in the field, whatever a late blur timer said.
              setFocused(true);
            }}
            onFocus={() => setFocused(true)}
            // Late, so a click on a result lands first; and only if the field has not taken focus back since
            // (a popover closing hands it back within the 150 ms).
            onBlur={() => setTimeout(() => setFocused(document.activeElement === input.current), 150)}
            onKeyDown={onKeyDown}
          />
        </div>
        <button type="button" className="atlas-icon-btn shell-mobile-only" aria-label="Close search" onClick={collapse}>
          <Icon name="close" />
        </button>
        {open && (
          <ul id={listId} role="listbox" className="shell-search__results" aria-label="Search results">
            {results.length === 0 && <li className="shell-search__empty">No matches</li>}
            {results.map((result, index) => (
              <li
                key={result.key}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={`shell-search__result${index === active ? ' shell-search__result--active' : ''}`}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(result);
                }}
                onMouseEnter={() => setActive(index)}
              >
                <span className="shell-search__kind">{result.kind}</span>
                <span className="shell-search__label">{result.label}</span>
                {result.detail && <span className="shell-search__detail">{result.detail}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
