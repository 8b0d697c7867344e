import type { ReactNode } from 'react';

/** The centred card the sign-in and registration screens share. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="shell-auth">
      <main className="shell-auth__card atlas-card">
        <div className="shell-auth__brand">
          <span className="shell-brand__mark" aria-hidden="true">
            A
          </span>
          <span className="shell-brand__name">Atlas</span>
        </div>
        <h1 className="shell-auth__title">{title}</h1>
        <p className="shell-auth__subtitle">{subtitle}</p>
        {children}
        {footer && <div className="shell-auth__footer">{footer}</div>}
      </main>
    </div>
  );
}
