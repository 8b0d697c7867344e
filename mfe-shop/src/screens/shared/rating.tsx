/** Five stars filled to the rounded rating, read out as 'Rated 4.5 out of 5'. */
export function Rating({ value, count }: { value: number; count?: number }) {
  const filled = Math.round(value);
  return (
    <span className="shop-rating">
      <span className="shop-rating__stars" role="img" aria-label={`Rated ${value.toFixed(1)} out of 5`}>
        {'★'.repeat(filled)}
        <span className="shop-rating__empty">{'★'.repeat(5 - filled)}</span>
      </span>
      {count !== undefined && <span className="shop-rating__count">({count})</span>}
    </span>
  );
}
