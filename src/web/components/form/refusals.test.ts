import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { countErrors, refusalsByField, refusedFields } from './index';

type CarField = 'carName' | 'photos' | 'rates.base' | 'registrationNumber';

/** The car form's reading of the server's names: `photos.3` is the photos, unknown ones none. */
function fieldOf(field: string): CarField | null {
  if (field === 'rates.base' || field === 'carName' || field === 'registrationNumber') return field;
  return field.startsWith('photos') ? 'photos' : null;
}
const FIELD_OF_CODE = { registration_taken: 'registrationNumber' } as const;

const refused = (code: string, fields: ApiError['fields'] = []) =>
  new ApiError(400, `Refused: ${code}`, true, code, fields);

describe('refusedFields', () => {
  it("puts each field the server named at the form's field, leaving out those it has not", () => {
    const error = refused('validation_failed', [
      { field: 'rates.base', message: 'Enter a whole number of rupees' },
      { field: 'photos.3', message: 'Not an uploaded picture' },
      { field: 'serviceType', message: 'Not a service' },
    ]);
    expect(refusedFields(error, fieldOf, FIELD_OF_CODE)).toEqual([
      { field: 'rates.base', message: 'Enter a whole number of rupees' },
      { field: 'photos', message: 'Not an uploaded picture' },
    ]);
  });

  it('places a refusal that names no field by its code, and nothing else', () => {
    expect(refusedFields(refused('registration_taken'), fieldOf, FIELD_OF_CODE)).toEqual([
      {
        field: 'registrationNumber',
        message: 'Refused: registration_taken',
        code: 'registration_taken',
      },
    ]);
    // About no field: shown above the button instead.
    expect(refusedFields(refused('company_suspended'), fieldOf, FIELD_OF_CODE)).toEqual([]);
    expect(refusedFields(refused('toString'), fieldOf, FIELD_OF_CODE)).toEqual([]);
    expect(refusedFields(new Error('offline'), fieldOf, FIELD_OF_CODE)).toEqual([]);
  });
});

describe('refusalsByField', () => {
  it("keeps each field's first refusal, with its code and values for the reader's language", () => {
    const error = refused('validation_failed', [
      { field: 'photos.1', message: 'Not a picture', code: 'not_a_picture' },
      { field: 'photos.2', message: 'Too big' },
      { field: 'carName', message: 'At most 60', code: 'max_chars', params: { max: 60 } },
    ]);
    expect(refusalsByField(refusedFields(error, fieldOf))).toEqual({
      photos: { message: 'Not a picture', code: 'not_a_picture' },
      carName: { message: 'At most 60', code: 'max_chars', params: { max: 60 } },
    });
  });
});

describe('countErrors', () => {
  it('counts each field once, and the fields of a group one by one', () => {
    const errors = {
      carName: { type: 'server', message: 'Required' },
      rates: {
        base: { type: 'validate', message: 'Too low' },
        perExtraHour: { type: 'validate', message: 'Too low' },
      },
      root: { type: 'server', message: 'Whole form' },
    };
    expect(countErrors(errors)).toBe(2);
    expect(countErrors(errors, ['rates'])).toBe(3);
    // A group refused as a whole counts once.
    expect(countErrors({ rates: { type: 'validate', message: 'Too high' } }, ['rates'])).toBe(1);
  });
});
