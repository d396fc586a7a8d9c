import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../constants.js';
import { messageRef } from '../message-ref.js';
import { CarListQuerySchema, FeedbackBodySchema } from './cars.js';
import { ContactBodySchema } from './contact.js';
import { SiteReviewBodySchema } from './home.js';
import { LoginBodySchema, ProfileUpdateBodySchema, RegisterBodySchema } from './users.js';

/** The first rule broken: the reference to its message, which the API and the web app word. */
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('car list query', () => {
  it('canonicalizes city, category and service type case-insensitively', () => {
    expect(
      CarListQuerySchema.parse({ city: 'hyderabad', category: 'PRIME', service_type: 'Rental' }),
    ).toEqual({
      city: 'Hyderabad',
      category: 'prime',
      service_type: 'rental',
      trip_type: 'rental',
      sort: 'newest',
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
    expect(firstMessage(CarListQuerySchema.safeParse({ limit: '101' }))).toBe(
      'limit must be at most 100',
    );
    expect(CarListQuerySchema.parse({ limit: '6' }).limit).toBe(6);
  });
});

describe('feedback body', () => {
  const ids = {
    carId: '6a1f0c52-7d2b-4c1e-9f7a-3b2f1e0d9c8b',
    travelUserId: '7b2f0c52-7d2b-4c1e-9f7a-3b2f1e0d9c8b',
  };
  it('needs both rating and a non-blank comment', () => {
    expect(firstMessage(FeedbackBodySchema.safeParse({ ...ids, feedback: 'Great' }))).toBe(
      messageRef('feedback_required'),
    );
    expect(firstMessage(FeedbackBodySchema.safeParse({ ...ids, rating: 4, feedback: '   ' }))).toBe(
      messageRef('feedback_required'),
    );
    expect(FeedbackBodySchema.parse({ ...ids, rating: 4, feedback: ' Great ' }).feedback).toBe(
      'Great',
    );
  });
});

describe('account bodies', () => {
  it('asks for every required sign-up field with one message', () => {
    expect(
      firstMessage(
        RegisterBodySchema.safeParse({
          userEmail: 'a@b.in',
          usermobile: '9848012345',
          password: 'longenough',
        }),
      ),
    ).toBe(messageRef('required_fields'));
  });

  it('normalizes mobile numbers and e-mail', () => {
    const body = RegisterBodySchema.parse({
      userName: 'Ravi',
      userEmail: 'Ravi@Example.IN',
      usermobile: '+91 98480 12345',
      password: 'longenough',
    });
    expect(body).toMatchObject({ userEmail: 'ravi@example.in', usermobile: '9848012345' });
  });

  it('leaves optional profile fields empty and validates given ones', () => {
    expect(ProfileUpdateBodySchema.parse({ userName: 'Ravi' })).toMatchObject({
      userPincode: '',
      userAadhar: '',
      dob: '',
    });
    expect(
      firstMessage(ProfileUpdateBodySchema.safeParse({ userName: 'Ravi', userPincode: '12345' })),
    ).toBe(messageRef('pincode_invalid'));
    expect(ProfileUpdateBodySchema.parse({ userName: 'Ravi', userPAN: 'abcde1234f' }).userPAN).toBe(
      'ABCDE1234F',
    );
  });
});

describe('profile values', () => {
  const valid = (body: Record<string, string>) =>
    ProfileUpdateBodySchema.parse({ userName: 'Ravi', ...body });
  const message = (body: Record<string, string>) =>
    firstMessage(ProfileUpdateBodySchema.safeParse({ userName: 'Ravi', ...body }));

  it('answers mobile and WhatsApp numbers as their 10 digits, and names a bad one', () => {
    expect(valid({ usermobile: '+91 98480 12345', userWhatsapp: '098480-12345' })).toMatchObject({
      usermobile: '9848012345',
      userWhatsapp: '9848012345',
    });
    expect(message({ usermobile: '12345' })).toBe(messageRef('mobile_invalid'));
    expect(message({ userWhatsapp: '12345' })).toBe(messageRef('whatsapp_invalid'));
  });

  it('accepts an Aadhaar number written in groups and checks its checksum', () => {
    expect(valid({ userAadhar: '2345 6789 0124' }).userAadhar).toBe('234567890124');
    expect(message({ userAadhar: '2345 6789 0123' })).toBe(messageRef('aadhaar_invalid'));
  });

  it('accepts the masked Aadhaar and PAN the profile answers, sent back unchanged', () => {
    expect(valid({ userAadhar: 'XXXX XXXX 0124', userPAN: 'XXXXXX234F' })).toMatchObject({
      userAadhar: 'XXXXXXXX0124',
      userPAN: 'XXXXXX234F',
    });
    expect(message({ userAadhar: 'XXXX 6789 0124' })).toBe(messageRef('aadhaar_invalid'));
    expect(message({ userPAN: 'XXXXXXX34F' })).toBe(messageRef('pan_invalid'));
  });

  it('upper-cases a driving licence and trims every value', () => {
    expect(valid({ userDL: ' ap09 20110012345 ', userCity: '  Guntur ' })).toMatchObject({
      userDL: 'AP09 20110012345',
      userCity: 'Guntur',
    });
    expect(message({ userDL: '12' })).toBe(messageRef('licence_invalid'));
  });

  it('names a too-long name', () => {
    expect(message({ userName: 'x'.repeat(TEXT_LIMITS.name + 1) })).toBe(
      messageRef('name_too_long', { max: TEXT_LIMITS.name }),
    );
  });
});

describe('contact and site review bodies', () => {
  it('leaves the phone empty when not given and checks the e-mail', () => {
    expect(
      ContactBodySchema.parse({ name: 'Ravi', email: 'ravi@example.in', message: 'Hi' }).phone,
    ).toBe('');
    expect(
      firstMessage(ContactBodySchema.safeParse({ name: 'Ravi', email: 'ravi', message: 'Hi' })),
    ).toBe(messageRef('email_invalid'));
  });

  it('asks for a rating from 1 to 5', () => {
    const body = { userName: 'Ravi', comment: 'Smooth ride' };
    expect(firstMessage(SiteReviewBodySchema.safeParse(body))).toBe(messageRef('rating_required'));
    expect(firstMessage(SiteReviewBodySchema.safeParse({ ...body, websiteRating: 6 }))).toBe(
      messageRef('rating_max', { max: 5 }),
    );
    expect(firstMessage(SiteReviewBodySchema.safeParse({ ...body, websiteRating: 2.5 }))).toBe(
      messageRef('rating_whole'),
    );
  });

  it('limits a password to its maximum with a message the form can show', () => {
    expect(
      firstMessage(LoginBodySchema.safeParse({ userEmail: 'a@b.in', password: 'x'.repeat(200) })),
    ).toBe(messageRef('password_too_long', { max: TEXT_LIMITS.password.max }));
  });
});
