import { useId } from 'react';
import { Link } from 'react-router';

/** The Saverly mark, the same drawing as public/favicon.svg, inline so it costs no request. */
export function LogoMark({ size = 32 }: { size?: number }) {
  // The mark can appear twice on a page (header and menu): each copy needs its own gradient id.
  const gradientId = `logo-bg-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg
      viewBox="0 0 512 512"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="logo__mark"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1f8a4c" />
          <stop offset="1" stopColor="#14532d" />
        </linearGradient>
      </defs>
      <rect width="512" height="512" rx="112" fill={`url(#${gradientId})`} />
      <g transform="translate(-6 4)">
        <path
          d="M270 104h110a28 28 0 0 1 28 28v110a28 28 0 0 1-8.2 19.8L265.6 396.1a28 28 0 0 1-39.6 0L115.9 286a28 28 0 0 1 0-39.6L250.2 112.2A28 28 0 0 1 270 104z"
          fill="#ffffff"
        />
        <circle cx="352" cy="160" r="22" fill="#1f8a4c" />
        <path d="M318 214c-74 4-128 48-134 126 74-4 128-48 134-126z" fill="#16a34a" />
        <path
          d="M198 326c30-38 62-66 102-92"
          fill="none"
          stroke="#ffffff"
          strokeWidth="12"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}

/** The header logo: always a link home (spec section 2). */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" className="logo" onClick={onNavigate}>
      <LogoMark />
      <span className="logo__word">Saverly</span>
      <span className="visually-hidden">, home</span>
    </Link>
  );
}
