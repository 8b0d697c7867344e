import type { CSSProperties } from 'react';
import { cx } from './classes';

/** A placeholder block while data loads; hidden from assistive technology. */
export function Skeleton({
  width,
  height = '1em',
  className,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
  style?: CSSProperties;
}) {
  return <span className={cx('atlas-skeleton', className)} style={{ width, height, ...style }} aria-hidden="true" />;
}
