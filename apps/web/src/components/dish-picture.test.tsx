import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DishPicture, pictureAlt } from './dish-picture';

describe('DishPicture', () => {
  it('loads lazily at a fixed size, described from the drawing’s name', () => {
    render(<DishPicture src="/images/dishes/noodle-soup.svg" size="md" />);
    const image = screen.getByRole('img', { name: 'Drawing of noodle soup' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.getAttribute('width')).toBe('88');
    expect(image.getAttribute('height')).toBe('88');
  });

  it('takes the caller’s alt text for a store photo', () => {
    render(<DishPicture src="https://images.example/halibut.jpg" alt="Pacific halibut fillet" />);
    expect(screen.getByRole('img', { name: 'Pacific halibut fillet' })).toBeTruthy();
    expect(pictureAlt('https://images.example/halibut.jpg')).toBe('');
  });

  it('keeps a plain tile, hidden from assistive technology, when there is no picture or it fails', () => {
    const { container, rerender } = render(<DishPicture src={undefined} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.dish-picture--empty')?.getAttribute('aria-hidden')).toBe('true');
    rerender(<DishPicture src="/images/dishes/curry.svg" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.dish-picture--empty')).toBeTruthy();
  });
});
