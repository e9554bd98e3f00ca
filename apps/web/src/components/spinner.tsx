interface SpinnerProps {
  /** Announced to screen readers; omit when the surrounding text already says what is loading. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = { sm: '1.25rem', md: '2rem', lg: '2.75rem' } as const;

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const style = { '--spinner-size': SIZES[size] } as React.CSSProperties;
  if (!label) return <span className="spinner" style={style} aria-hidden="true" />;
  return (
    <span role="status">
      <span className="spinner" style={style} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A centred spinner with a visible line of text, for sections and routes that are loading. */
/**
 * A loading state. `page` (the default) stands in for a whole page: it fills the screen so the
 * footer waits below the fold and does not jump when the page arrives (a 0.62 layout shift on
 * `/` in Lighthouse); `inline` sits inside a card.
 */
export function LoadingBlock({ text, size = 'page' }: { text: string; size?: 'page' | 'inline' }) {
  return (
    <div className={size === 'page' ? 'loading-block loading-block--page' : 'loading-block'} role="status">
      <Spinner />
      <p>{text}</p>
    </div>
  );
}
