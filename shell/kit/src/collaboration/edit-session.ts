/** Where a tab keeps its own id: sessionStorage survives a refresh of the tab and is not shared with other tabs. */
export const EDIT_SESSION_KEY = 'atlas.editSession';

function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `tab-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * This browser tab's id, for locks and presence: the same after a refresh (so a refresh comes back as
 * the same editor, since the same time, still holding the page's lock), another in every other tab.
 */
export function editSessionId(): string {
  try {
    const kept = window.sessionStorage.getItem(EDIT_SESSION_KEY);
    if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
    const made = randomId();
    window.sessionStorage.setItem(EDIT_SESSION_KEY, made);
    return made;
  } catch {
    // Storage refused (privacy mode): an id for this page's life.
    return (fallback ??= randomId());
  }
}
let fallback: string | undefined;

/**
 * Request options naming this tab (`X-Edit-Session`), for every save of a page, post or menu: while
 * another tab holds its lock the save is refused (423), not written.
 */
export const fromThisTab = () => ({ headers: { 'X-Edit-Session': editSessionId() } });
