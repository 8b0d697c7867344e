// The one status badge (shell kit), where the content screens import it.
export { StatusBadge } from '@atlas/shell-kit';
