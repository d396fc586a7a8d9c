import { describe, expect, it } from 'vitest';
import { returnPath } from './return-to';

describe('returnPath', () => {
  it('goes back to a page of this site, its query kept', () => {
    expect(returnPath('?next=%2Fcar%2Fc1%3Fthen%3Dcontact')).toBe('/car/c1?then=contact');
    expect(returnPath('?next=/trips')).toBe('/trips');
  });

  it.each([
    ['no next', ''],
    ['another site', '?next=https%3A%2F%2Felsewhere.example%2F'],
    ['a protocol-relative address', '?next=%2F%2Felsewhere.example'],
    ['a backslash trick', '?next=%2F%5Celsewhere.example'],
    ['a script', '?next=javascript%3Aalert(1)'],
    ['the login page itself', '?next=%2Fuser'],
    ['the login page with a query', '?next=%2Fuser%3Fnext%3D%2Fprofile'],
  ])('goes home for %s', (_case, search) => {
    expect(returnPath(search)).toBe('/');
  });
});
