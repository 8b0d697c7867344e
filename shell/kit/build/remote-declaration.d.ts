import type { RemoteDeclaration, RemoteFrame, RuntimeDeclaration } from '../src/federation/types';

export const FRAMES: RemoteFrame[];
export function validateRemoteDeclaration(value: unknown, file?: string): RemoteDeclaration;
export function readRemoteDeclaration(dir: string): RemoteDeclaration;
export function runtimeDeclaration(declaration: Partial<RemoteDeclaration>): RuntimeDeclaration;
