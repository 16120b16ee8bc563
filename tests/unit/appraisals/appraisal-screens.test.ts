import { describe, expect, it } from 'vitest';
import {
  appraisalFilterOf,
  appraisalViewFromQuery,
  queryFromAppraisalView,
} from '../../../src/features/appraisals/appraisal-view';
import {
  checkNewAppraisal,
  createAppraisalInput,
  EMPTY_APPRAISAL,
  withAppraisalVin,
} from '../../../src/features/appraisals/new-appraisal-form';
import { withCheckDigit } from '../../../src/shared/inventory/vin';

describe('the /appraisals view in the URL', () => {
  it('reads state, appraiser and search, and writes back only what is set', () => {
    const view = appraisalViewFromQuery({ state: 'offered', appraiser: 'u1', q: 'civic' });
    expect(view).toEqual({ state: 'offered', appraiser: 'u1', search: 'civic' });
    expect(queryFromAppraisalView(view)).toEqual({ state: 'offered', appraiser: 'u1', q: 'civic' });
    expect(queryFromAppraisalView({ state: '', appraiser: '', search: '' })).toEqual({});
  });

  it('drops a state it does not know', () => {
    expect(appraisalViewFromQuery({ state: 'sold' }).state).toBe('');
  });

  it('sends the search trimmed, and nothing for an empty one', () => {
    expect(appraisalFilterOf({ state: 'won', appraiser: '', search: '' }, '  crv ')).toEqual({
      states: ['won'],
      search: 'crv',
    });
    expect(appraisalFilterOf({ state: '', appraiser: '', search: '' }, '   ')).toEqual({});
  });
});

describe('the new-appraisal form', () => {
  const vin = withCheckDigit('JM3KFBDM0M1900001');

  it('takes year and make from the VIN while the person has not typed their own', () => {
    const decoded = withAppraisalVin(EMPTY_APPRAISAL, vin);
    expect(decoded.make).toBe('Mazda');
    expect(decoded.year).toBe('2021');
    expect(
      withAppraisalVin({ ...decoded, make: 'Mazda North America' }, withCheckDigit('1HGCV1F30MA900001')).make,
    ).toBe('Mazda North America');
  });

  it('names every missing field and a wrong mileage', () => {
    expect(checkNewAppraisal({ ...EMPTY_APPRAISAL, mileage: '1,000,000' }, false)).toEqual({
      year: 'appraisals.new.error.year',
      make: 'appraisals.new.error.make',
      model: 'appraisals.new.error.model',
      mileage: 'appraisals.new.error.mileage',
    });
  });

  it('refuses a check-digit mismatch unless the person accepts it', () => {
    const values = {
      ...withAppraisalVin(EMPTY_APPRAISAL, `${vin.slice(0, 8)}${vin[8] === '1' ? '2' : '1'}${vin.slice(9)}`),
      model: 'CX-5',
      mileage: '40000',
    };
    expect(checkNewAppraisal(values, false)).toEqual({ vin: 'inventory.form.error.checkDigit' });
    expect(checkNewAppraisal(values, true)).toEqual({});
    // The acknowledgement goes to the graph with the VIN, as the vehicle form sends it.
    expect(createAppraisalInput(values, true)).toMatchObject({ vin: values.vin, acceptCheckDigitMismatch: true });
    expect(createAppraisalInput({ ...values, vin: '' }, true)).toMatchObject({
      vin: undefined,
      acceptCheckDigitMismatch: false,
    });
  });

  it('builds the graph input with mileage as a number and no empty customer', () => {
    const values = { ...withAppraisalVin(EMPTY_APPRAISAL, vin), model: ' CX-5 ', mileage: '41,250' };
    expect(createAppraisalInput(values)).toEqual({
      kind: 'trade_in',
      vin,
      acceptCheckDigitMismatch: false,
      year: 2021,
      make: 'Mazda',
      model: 'CX-5',
      trim: undefined,
      mileage: 41250,
      condition: 'clean',
      exteriorColor: undefined,
      customer: undefined,
    });
  });
});
