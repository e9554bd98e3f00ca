import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreCard } from './store-card';

describe('StoreCard', () => {
  it('shows every fallback of an empty store', () => {
    render(<StoreCard store={{}} showDistance />);
    expect(screen.getByRole('heading', { name: 'Store Name Not Available' })).toBeTruthy();
    expect(screen.getByText('Address Not Available')).toBeTruthy();
    expect(screen.getByText('Hours not available')).toBeTruthy();
    expect(screen.getByText('Distance unknown')).toBeTruthy();
  });

  it('shows a full store with today’s hours and its distance', () => {
    const wednesday = new Date(2026, 10, 18);
    render(
      <StoreCard
        store={{
          name: 'Fresh Lane Chelsea',
          formatted_address: '12 Pine St, New York, NY 10001',
          phone: '212-555-0142',
          hours: { wednesday: '7:00 AM - 10:00 PM' },
          distance: 0.84,
        }}
        showDistance
        today={wednesday}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Fresh Lane Chelsea' })).toBeTruthy();
    expect(screen.getByText('12 Pine St, New York, NY 10001')).toBeTruthy();
    expect(screen.getByText('212-555-0142')).toBeTruthy();
    expect(screen.getByText('7:00 AM - 10:00 PM')).toBeTruthy();
    expect(screen.getByText('0.8 miles')).toBeTruthy();
  });

  it('asks to call the store when the hours lack today, and hides distance and phone when not given', () => {
    render(<StoreCard store={{ name: 'Corner', hours: { monday: '9-5' } }} today={new Date(2026, 10, 18)} />);
    expect(screen.getByText('Call store for hours')).toBeTruthy();
    expect(screen.queryByText('Distance unknown')).toBeNull();
  });
});
