// Reading the environment: the few rules every process of ours shares, with no dependencies (a
// remote served alone loads this and the lifecycle, nothing else of the kit).

export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production';
}

/**
 * A whole number an operator may set, with the built-in value as default. A value that is not a
 * whole number within bounds stops the start with a sentence naming the variable, rather than
 * quietly running with a limit nobody chose.
 */
export function envInteger(
  env: NodeJS.ProcessEnv,
  variable: string,
  fallback: number,
  bounds: { min?: number; max?: number } = {},
): number {
  const raw = env[variable];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = bounds;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${variable} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}
