import { describe, expect, it } from 'vitest';
import { revealedContact, whatsappGreeting } from './revealed-contact.js';

const SUPPORT = '+91 90000 12345';
const company = (overrides: Partial<Parameters<typeof revealedContact>[0]> = {}) => ({
  phone: '9848022334',
  whatsapp: '',
  email: '',
  ...overrides,
});

describe('revealedContact', () => {
  it("answers the company's own numbers and a WhatsApp link that names the car", () => {
    const contact = revealedContact(
      company({ whatsapp: '9848055667', email: 'desk@cabs.in' }),
      'Toyota Innova Crysta',
      SUPPORT,
    );
    expect(contact).toEqual({
      phone: '9848022334',
      whatsapp: '9848055667',
      email: 'desk@cabs.in',
      whatsappUrl:
        'https://wa.me/919848055667?text=Hello%2C%20I%20found%20your%20Toyota%20Innova%20Crysta%20on%20Saarthi%20and%20would%20like%20to%20book%20it.',
    });
  });

  it('encodes whatever a car name holds, so the link stays one link', () => {
    const { whatsappUrl } = revealedContact(company(), 'Dzire & Co #1?', SUPPORT);
    expect(new URL(whatsappUrl!).searchParams.get('text')).toBe(whatsappGreeting('Dzire & Co #1?'));
  });

  it('falls back to the support desk when the company has no number', () => {
    expect(revealedContact(company({ phone: ' ' }), 'Ertiga', SUPPORT)).toMatchObject({
      phone: SUPPORT,
      whatsapp: SUPPORT,
      email: null,
      whatsappUrl: expect.stringMatching(/^https:\/\/wa\.me\/919000012345\?text=/),
    });
  });

  it('offers no WhatsApp link for a number WhatsApp cannot open (a landline)', () => {
    expect(revealedContact(company({ phone: '040 2345 6789' }), 'Ertiga', SUPPORT)).toMatchObject({
      phone: '040 2345 6789',
      whatsappUrl: null,
    });
  });
});
