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
export function LoadingBlock({ text }: { text: string }) {
  return (
    <div className="loading-block" role="status">
      <Spinner />
      <p>{text}</p>
    </div>
  );
}
