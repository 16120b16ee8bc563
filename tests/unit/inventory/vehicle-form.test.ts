// Add vehicle: year and make filled from a VIN follow the current VIN; what a person typed stays.
import { describe, expect, it } from 'vitest';
import { emptyVehicleForm, withVin } from '../../../src/features/inventory/vehicle-form';
import { withCheckDigit } from '../../../src/shared/inventory/vin';

const HONDA_2020 = withCheckDigit('1HGCV1F30LA000001');
const TESLA_2019 = withCheckDigit('5YJ3E1EA7KF300001');

describe('withVin', () => {
  it('fills year and make from the VIN, then follows a second VIN', () => {
    const first = withVin(emptyVehicleForm(), HONDA_2020);
    expect([first.year, first.make]).toEqual(['2020', 'Honda']);
    const second = withVin(first, TESLA_2019);
    expect([second.vin, second.year, second.make]).toEqual([TESLA_2019, '2019', 'Tesla']);
  });

  it('clears what the VIN told while the VIN is being retyped, and fills it again', () => {
    const decoded = withVin(emptyVehicleForm(), HONDA_2020);
    const editing = withVin(decoded, HONDA_2020.slice(0, 16));
    expect([editing.year, editing.make]).toEqual(['', '']);
    expect([withVin(editing, TESLA_2019).year, withVin(editing, TESLA_2019).make]).toEqual(['2019', 'Tesla']);
  });

  it('keeps what the person typed over a decoded value', () => {
    const decoded = withVin(emptyVehicleForm(), HONDA_2020);
    const typed = { ...decoded, year: '2021', make: 'Acura' };
    const second = withVin(typed, TESLA_2019);
    expect([second.year, second.make]).toEqual(['2021', 'Acura']);
  });
});
