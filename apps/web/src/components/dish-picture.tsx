import { useState } from 'react';
import './dish-picture.css';

/** Square sizes in CSS pixels (the drawings are 120 × 120 SVGs, so any size is sharp). */
const SIZES = { sm: 56, md: 88, lg: 120 } as const;

interface DishPictureProps {
  /** A URL path from the API (`/images/dishes/curry.svg`, `/images/products/salmon.svg`) or a store photo. */
  src: string | null | undefined;
  /** Alt text; defaults to a description read from our drawing's file name ("Drawing of curry"). */
  alt?: string;
  size?: keyof typeof SIZES;
  className?: string;
}

/** "Drawing of noodle soup" for one of our drawings, '' for anything else (a caller names photos). */
export function pictureAlt(src: string | null | undefined): string {
  const match = /^\/images\/(?:dishes|products)\/([a-z0-9-]+)\.svg$/.exec(src ?? '');
  return match ? `Drawing of ${match[1]!.replace(/-/g, ' ')}` : '';
}

/**
 * A dish or food picture (ADR 0034): sized, lazily loaded and decoded off the main thread, so a
 * week of meals costs nothing until it scrolls into view. When there is no picture, or it fails,
 * a plain tile keeps the layout steady.
 */
export function DishPicture({ src, alt, size = 'sm', className }: DishPictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = `dish-picture dish-picture--${size}${className ? ` ${className}` : ''}`;
  const px = SIZES[size];
  if (!src || failed === src) return <span className={`${classes} dish-picture--empty`} aria-hidden="true" />;
  return (
    <img
      className={classes}
      src={src}
      alt={alt ?? pictureAlt(src)}
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
