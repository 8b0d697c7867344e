export declare const REPO_ROOT: string;
export declare function freePort(): Promise<number>;
export interface RunningAtlas {
  baseURL: string;
  dataDir: string;
  pid: number;
  output(): string;
  stop(): Promise<void>;
}
export declare function startAtlas(options?: { timeoutMs?: number; env?: Record<string, string> }): Promise<RunningAtlas>;
