import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_AVATAR } from '@spaceshare/shared/constants';
import { Avatar } from './avatar';

afterEach(cleanup);

const shown = () => screen.getByRole('img').getAttribute('src');

describe('Avatar', () => {
  it('falls back for a broken picture, and shows the next good one (decision 2312)', () => {
    const { rerender } = render(<Avatar src="blob:bad" alt="Picture" />);
    expect(shown()).toBe('blob:bad');
    fireEvent.error(screen.getByRole('img'));
    expect(shown()).toBe(FALLBACK_AVATAR);

    rerender(<Avatar src="blob:good" alt="Picture" />);
    expect(shown()).toBe('blob:good');
  });

  it('shows the fallback without a picture', () => {
    render(<Avatar src={null} alt="Picture" />);
    expect(shown()).toBe(FALLBACK_AVATAR);
  });
});
