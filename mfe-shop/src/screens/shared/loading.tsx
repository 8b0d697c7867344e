/** The spinner a screen shows while its data loads. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="shop-loading" role="status" aria-live="polite">
      <span className="atlas-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
