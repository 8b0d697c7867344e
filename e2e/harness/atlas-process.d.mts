// Types of atlas-process.mjs for the TypeScript journeys.
export declare const REPO_ROOT: string;

/** A port nobody listens on right now. */
export declare function freePort(): Promise<number>;

export interface RunningAtlas {
  baseURL: string;
  dataDir: string;
  /** The launcher's pid (its process group holds every part it started). */
  pid: number;
  output(): string;
  stop(): Promise<void>;
  /** `separate: true` only: each part's pid, as the launcher printed it or startService started it. */
  pids(): Record<string, number>;
  /** `separate: true` only: SIGTERM to one service; resolves once the launcher reports it stopped. */
  stopService(name: string): Promise<void>;
  /** `separate: true` only: starts the service again (the launcher does not); resolves once it answers /health. */
  startService(name: string): Promise<void>;
}

export declare function startAtlas(options?: {
  timeoutMs?: number;
  env?: Record<string, string>;
  separate?: boolean;
}): Promise<RunningAtlas>;
