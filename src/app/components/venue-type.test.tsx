// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { VenueType, venueTypeText } from './venue-type';

describe('venue type in staff words', () => {
  test("the fixtures' and the SDK's venue types read as staff say them", () => {
    expect(venueTypeText('ROWS_WITHOUT_SECTIONS')).toBe('Rows, no sections');
    expect(venueTypeText('ROWS_WITH_SECTIONS')).toBe('Sections and rows');
    expect(venueTypeText('WITH_SECTIONS_AND_FLOORS')).toBe('Sections on floors');
    expect(venueTypeText('ZONES')).toBe('Zones');
    expect(venueTypeText('WITH_ZONES')).toBe('Zones');
    expect(venueTypeText('SIMPLE')).toBe('Simple');
    expect(venueTypeText('MIXED')).toBe('Mixed');
  });

  test('a venue type it does not know is spelled out, not dropped', () => {
    expect(venueTypeText('OPEN_AIR_STAGE')).toBe('Open air stage');
  });

  test('the API term is in the tooltip only', () => {
    render(<VenueType venueType="ROWS_WITHOUT_SECTIONS" />);
    const said = screen.getByText('Rows, no sections');
    expect(said).toHaveAttribute('title', 'Venue type (API): ROWS_WITHOUT_SECTIONS');
  });
});
