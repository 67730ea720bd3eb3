import { describe, expect, it } from 'vitest';
import { applicationMenuLabels, dashboardEntryLabels, streetAddress } from './entryLabels';

const at = (streetNumber: string, streetName: string, unitNumber: string | null, zip: string | null) => ({ streetNumber, streetName, unitNumber, zip });

describe('application menu labels (spec section 2, decision 0012)', () => {
  it('reads entries by street address, purchases as Partner purchase, an unknown address as Application', () => {
    expect(
      applicationMenuLabels([
        { kind: 'restructure', location: at('1450', 'Larkin St', null, '94109') },
        { kind: 'refinance', location: null },
        { kind: 'purchase' },
      ]),
    ).toEqual(['1450 Larkin St', 'Application', 'Partner purchase']);
  });

  it('adds the unit to entries that would read alike, then the ZIP, never a number', () => {
    expect(
      applicationMenuLabels([
        { kind: 'restructure', location: at('12', 'Main St', '4', '94109') },
        { kind: 'restructure', location: at('12', 'Main St', '5', '94109') },
        { kind: 'refinance', location: at('12', 'Main St', null, '94110') },
        { kind: 'refinance', location: at('12', 'Main St', null, '10001') },
        { kind: 'refinance', location: at('1', 'Elm St', '9', '02139') },
      ]),
    ).toEqual(['12 Main St, Unit 4', '12 Main St, Unit 5', '12 Main St, 94110', '12 Main St, 10001', '1 Elm St']);
  });

  it('leaves two purchase applications reading Partner purchase unless their ZIPs tell them apart', () => {
    expect(applicationMenuLabels([{ kind: 'purchase' }, { kind: 'purchase' }])).toEqual(['Partner purchase', 'Partner purchase']);
    expect(
      applicationMenuLabels([
        { kind: 'purchase', location: { zip: '94110' } },
        { kind: 'purchase', location: { zip: '78701' } },
      ]),
    ).toEqual(['Partner purchase, 94110', 'Partner purchase, 78701']);
    // One purchase is unique and keeps the spec's label, whatever it carries.
    expect(applicationMenuLabels([{ kind: 'purchase', location: { zip: '94110' } }])).toEqual(['Partner purchase']);
  });
});

describe('Dashboard group entries (spec section 2)', () => {
  it('reads Restructure or Purchase per property while each reads differently', () => {
    expect(dashboardEntryLabels([{ kind: 'Restructure' }, { kind: 'Purchase' }])).toEqual(['Restructure', 'Purchase']);
  });

  it('tells alike entries apart by street address, then unit, then ZIP', () => {
    expect(
      dashboardEntryLabels([
        { kind: 'Restructure', location: at('1450', 'Larkin St', null, '94109') },
        { kind: 'Restructure', location: at('88', 'Ocean Ave', '2', '94112') },
        { kind: 'Restructure', location: at('88', 'Ocean Ave', '3', '94112') },
        { kind: 'Purchase', location: at('5', 'Pine St', null, '94108') },
      ]),
    ).toEqual(['Restructure, 1450 Larkin St', 'Restructure, 88 Ocean Ave, Unit 2', 'Restructure, 88 Ocean Ave, Unit 3', 'Purchase']);
  });

  it('numbers alike entries from the second, in property order, only where no address tells them apart', () => {
    expect(dashboardEntryLabels([{ kind: 'Restructure' }, { kind: 'Purchase' }, { kind: 'Restructure' }, { kind: 'Restructure' }])).toEqual([
      'Restructure',
      'Purchase',
      'Restructure 2',
      'Restructure 3',
    ]);
  });

  it('reads an address from its street number and name', () => {
    expect(streetAddress({ streetNumber: ' 12 ', streetName: 'Main St' })).toBe('12 Main St');
    expect(streetAddress({ unitNumber: '4' })).toBeNull();
  });
});
