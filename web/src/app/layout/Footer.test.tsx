import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { falsePitchClaims } from '#core/partnership/pitchClaims';
import { DEFAULT_USAGE_RATE } from '#core/partnership/limits';
import { Footer } from './Footer';

describe('the footer on every page', () => {
  it('says what a partnership costs each month, from the model, and no claim it contradicts', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const text = screen.getByRole('contentinfo').textContent ?? '';
    expect(text).toContain(`monthly usage fee of ${DEFAULT_USAGE_RATE * 100}% a year`);
    expect(falsePitchClaims(text)).toEqual([]);
  });
});
