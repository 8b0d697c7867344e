import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './classes';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  actions?: ReactNode;
}

export function Card({ title, actions, className, children, ...rest }: CardProps) {
  return (
    <section className={cx('atlas-card', className)} {...rest}>
      {(title || actions) && (
        <header className="atlas-card__header">
          {title && <h2 className="atlas-card__title">{title}</h2>}
          {actions && <div className="atlas-card__actions">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
