import type { ReactNode } from 'react';

export function EmptyState({
  title,
  description,
  icon,
  action,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="atlas-empty">
      {icon && (
        <div className="atlas-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="atlas-empty__title">{title}</p>
      {description && <p className="atlas-empty__description">{description}</p>}
      {action && <div className="atlas-empty__action">{action}</div>}
    </div>
  );
}
