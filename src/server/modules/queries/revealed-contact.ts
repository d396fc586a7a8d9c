import { PRODUCT_NAME } from '../../../shared/constants.js';
import type { RevealedContact } from '../../../shared/contracts/cars.js';
import { normalizeIndianMobile } from '../../../shared/validators.js';

export interface CompanyContact {
  phone: string;
  whatsapp: string;
  email: string;
}

/** The message a customer's WhatsApp opens with: the company sees at once which car it is. */
export const whatsappGreeting = (carName: string) =>
  `Hello, I found your ${carName} on ${PRODUCT_NAME} and would like to book it.`;

/**
 * What a reveal shows: the car's company's own contact. A company that has set no phone (older
 * companies, from before partners kept their profile) is reached through the support desk, so
 * the customer always gets a number. WhatsApp opens the company's WhatsApp number, else the
 * phone: an Indian mobile almost always has WhatsApp.
 */
export function revealedContact(
  company: CompanyContact,
  carName: string,
  supportPhone: string,
): RevealedContact {
  const phone = company.phone.trim() || supportPhone;
  const whatsapp = company.whatsapp.trim() || phone;
  const mobile = normalizeIndianMobile(whatsapp);
  return {
    phone,
    whatsapp,
    email: company.email.trim() || null,
    // wa.me wants the full number without + or spaces; a landline cannot take WhatsApp.
    whatsappUrl:
      mobile === null
        ? null
        : `https://wa.me/91${mobile}?text=${encodeURIComponent(whatsappGreeting(carName))}`,
  };
}
