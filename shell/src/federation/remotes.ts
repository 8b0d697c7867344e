import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RuntimeDeclaration } from '@atlas/shell-kit';

/**
 * One entry of the gateway's /mf-manifest.json: a remote's entry (absent while it is not built) and
 * what its remote.json declares (mounts, sections, links).
 */
export interface RemoteDescription extends Partial<RuntimeDeclaration> {
  name: string;
  entry?: string;
  version: string;
}

export const MANIFEST_URL = '/mf-manifest.json';

let manifest: Promise<Map<string, RemoteDescription>> | null = null;
const registeredEntries = new Map<string, string>();

async function fetchManifest(): Promise<Map<string, RemoteDescription>> {
  const response = await fetch(MANIFEST_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Remote manifest unavailable: ${response.status}`);
  const body = (await response.json()) as { remotes?: RemoteDescription[] };
  return new Map((body.remotes ?? []).map((remote) => [remote.name, remote]));
}

/**
 * The manifest, fetched once (and again when `refetch` is asked after a failure or for a retry).
 * A failed fetch is forgotten so that the next call tries again.
 */
export function loadManifest(refetch = false): Promise<Map<string, RemoteDescription>> {
  if (!manifest || refetch) {
    manifest = fetchManifest();
    manifest.catch(() => {
      manifest = null;
    });
  }
  return manifest;
}

/** Registers every remote the manifest lists. Called at start without awaiting: it never blocks mounting. */
export async function registerAllRemotes(): Promise<void> {
  const remotes = await loadManifest();
  for (const remote of remotes.values()) if (remote.entry) register(remote as BuiltRemote, false);
}

type BuiltRemote = RemoteDescription & { entry: string };

function register(remote: BuiltRemote, force: boolean): void {
  if (!force && registeredEntries.get(remote.name) === remote.entry) return;
  // force drops the remote's cached container and modules so a new entry (or a retry) really reloads.
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force: force || registeredEntries.has(remote.name) });
  registeredEntries.set(remote.name, remote.entry);
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteName: string,
    reason: string,
  ) {
    super(`Remote "${remoteName}" unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Loads one exposed screen, e.g. 'builder/PageBuilder'. With `retry`, the manifest is fetched
 * again and the remote re-registered with `force`, so a redeployed or restored remote loads afresh.
 */
export async function loadRemoteScreen(id: string, { retry = false } = {}): Promise<ComponentType> {
  const name = id.split('/')[0];
  const remotes = await loadManifest(retry).catch((error: Error) => {
    throw new RemoteUnavailableError(name, error.message);
  });
  const remote = remotes.get(name);
  if (!remote) throw new RemoteUnavailableError(name, 'not in the manifest');
  if (!remote.entry) throw new RemoteUnavailableError(name, 'not built');
  register(remote as BuiltRemote, retry);
  const module = await loadRemote<{ default?: ComponentType } | ComponentType>(id);
  if (!module) throw new RemoteUnavailableError(name, `${id} did not load`);
  const screen = typeof module === 'function' ? module : module.default;
  if (!screen) throw new RemoteUnavailableError(name, `${id} has no default export`);
  return screen;
}

/** The container loaded but has no such exposed module (webpack's own wording). */
export function isMissingExpose(error: unknown): boolean {
  return error instanceof Error && /does not exist in container/.test(error.message);
}
