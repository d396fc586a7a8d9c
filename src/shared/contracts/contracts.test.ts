import { describe, expect, it } from 'vitest';
import { CarListQuerySchema, FeedbackBodySchema } from './cars.js';
import { ProfileUpdateBodySchema, RegisterBodySchema } from './users.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('car list query', () => {
  it('canonicalizes city, category and service type case-insensitively', () => {
    expect(CarListQuerySchema.parse({ city: 'hyderabad', category: 'PRIME', service_type: 'Rental' })).toEqual({
      city: 'Hyderabad',
      category: 'prime',
      service_type: 'rental',
      limit: 24,
      page: 1,
    });
  });

  it('names the allowed values when a city is unknown', () => {
    expect(firstMessage(CarListQuerySchema.safeParse({ city: 'Chennai' }))).toBe(
      'city must be one of: Vijayawada, Guntur, Hyderabad, Visakhapatnam, Tirupati',
    );
  });

  it('bounds the page size', () => {
    expect(firstMessage(CarListQuerySchema.safeParse({ limit: '101' }))).toBe('limit must be at most 100');
    expect(CarListQuerySchema.parse({ limit: '6' }).limit).toBe(6);
  });
});

describe('feedback body', () => {
  const ids = { carId: '6a1f0c52-7d2b-4c1e-9f7a-3b2f1e0d9c8b', travelUserId: '7b2f0c52-7d2b-4c1e-9f7a-3b2f1e0d9c8b' };
  it('needs both rating and a non-blank comment (spec §5)', () => {
    expect(firstMessage(FeedbackBodySchema.safeParse({ ...ids, feedback: 'Great' }))).toBe('Please provide both rating and comment');
    expect(firstMessage(FeedbackBodySchema.safeParse({ ...ids, rating: 4, feedback: '   ' }))).toBe('Please provide both rating and comment');
    expect(FeedbackBodySchema.parse({ ...ids, rating: 4, feedback: ' Great ' }).feedback).toBe('Great');
  });
});

describe('account bodies', () => {
  it('asks for every required sign-up field with one message (spec §5)', () => {
    expect(firstMessage(RegisterBodySchema.safeParse({ userEmail: 'a@b.in', usermobile: '9848012345', password: 'longenough' }))).toBe(
      'Please fill all required fields',
    );
  });

  it('normalizes mobile numbers and e-mail', () => {
    const body = RegisterBodySchema.parse({ userName: 'Ravi', userEmail: 'Ravi@Example.IN', usermobile: '+91 98480 12345', password: 'longenough' });
    expect(body).toMatchObject({ userEmail: 'ravi@example.in', usermobile: '9848012345' });
  });

  it('leaves optional profile fields empty and validates given ones', () => {
    expect(ProfileUpdateBodySchema.parse({ userName: 'Ravi' })).toMatchObject({ userPincode: '', userAadhar: '', dob: '' });
    expect(firstMessage(ProfileUpdateBodySchema.safeParse({ userName: 'Ravi', userPincode: '12345' }))).toBe(
      'PIN code must be 6 digits and not start with 0',
    );
    expect(ProfileUpdateBodySchema.parse({ userName: 'Ravi', userPAN: 'abcde1234f' }).userPAN).toBe('ABCDE1234F');
  });
});
