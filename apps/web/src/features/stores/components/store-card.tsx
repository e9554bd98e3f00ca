import { Clock, MapPin, Navigation, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { storeAddress, storeDistance, storeHours, storeName } from '../lib/store-format';
import type { StoreLike } from '../lib/store-format';

interface StoreCardProps {
  store: StoreLike;
  /** Show the distance line (search results only). */
  showDistance?: boolean;
  /** The heading level of the store's name. */
  headingLevel?: 2 | 3 | 4;
  today?: Date;
  children?: ReactNode;
}

/** One store with the spec's fallbacks (section 2, "Store selector and store cards"). */
export function StoreCard({
  store,
  showDistance = false,
  headingLevel = 3,
  today,
  children,
}: StoreCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="store-card">
      <Heading className="store-card__name">{storeName(store)}</Heading>
      <ul className="store-card__facts">
        <li>
          <MapPin aria-hidden="true" />
          <span>{storeAddress(store)}</span>
        </li>
        {store.phone ? (
          <li>
            <Phone aria-hidden="true" />
            <span>{store.phone}</span>
          </li>
        ) : null}
        <li>
          <Clock aria-hidden="true" />
          <span>{storeHours(store.hours, today)}</span>
        </li>
        {showDistance ? (
          <li>
            <Navigation aria-hidden="true" />
            <span>{storeDistance(store.distance)}</span>
          </li>
        ) : null}
      </ul>
      {children}
    </div>
  );
}
