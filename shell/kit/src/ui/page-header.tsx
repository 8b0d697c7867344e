import type { ReactNode } from 'react';

/** The title block every screen starts with: title, subtitle and the screen's main actions. */
export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="atlas-page-header">
      <div>
        <h1 className="atlas-page-header__title">{title}</h1>
        {subtitle && <p className="atlas-page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="atlas-page-header__actions">{actions}</div>}
    </header>
  );
}
