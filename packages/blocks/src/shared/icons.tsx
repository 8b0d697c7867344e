import { ICON_PATHS } from './icon-paths';

export function Icon({ name, size = 24, label }: { name: string; size?: number; label?: string }) {
  const path = ICON_PATHS[String(name).toLowerCase()];
  if (!path) {
    return name ? (
      <span className="atlas-icon-text" aria-hidden={label ? undefined : true} aria-label={label} role={label ? 'img' : undefined}>
        {name}
      </span>
    ) : null;
  }
  return (
    <svg
      className="atlas-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      <path d={path} />
    </svg>
  );
}
