import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { Car, RevealedContact } from '@shared/contracts/cars';
import { normalizeIndianMobile } from '@shared/validators';
import { MailIcon, MessageIcon, PhoneIcon } from '../../components/icons';
import { ApiError } from '../../lib/api-client';
import { isSessionEnded } from '../../lib/api-retry';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { STOREFRONT_MESSAGES } from '../../lib/i18n/messages/storefront-messages';
import { useLoginPath, useResumeAfterLogin } from '../../lib/return-to';
import { useAuth } from '../../lib/use-auth';
import { telHref } from '../../lib/site';
import { useCreateQuery } from '../../lib/customer-queries';

/**
 * docs/product/storefront.md#reveals: hidden until pressed; signed out it alerts and goes to /user, which
 * comes back here and reveals it once the customer has logged in.
 * The first reveal of a visit (this page, this car) logs a query, and the API answers the car's
 * company's contact with it: nothing is shown until it has, so a reveal that failed (a session
 * that ended included) reveals nothing. Later reveals of the visit show it again without logging.
 */
export function useContactReveal(car: Pick<Car, '_id' | 'user'>) {
  const { t } = useLingui();
  const translateMessage = useTranslateMessage(STOREFRONT_MESSAGES);
  const { isSignedIn } = useAuth();
  const navigate = useNavigate();
  const createQuery = useCreateQuery();
  const [contact, setContact] = useState<RevealedContact | null>(null);
  const [open, setOpen] = useState(false);
  const loginPath = useLoginPath('contact');
  // Back from the login this reveal asked for: reveal it, as the customer meant to.
  useResumeAfterLogin('contact', () => toggle());

  function toggle() {
    if (!isSignedIn) {
      window.alert(t`Please log in to view contact information.`);
      void navigate(loginPath);
      return;
    }
    if (open) {
      setOpen(false);
      return;
    }
    if (contact) {
      setOpen(true);
      return;
    }
    if (createQuery.isPending) return;
    createQuery.mutate(
      { carId: car._id, travelUserId: car.user._id },
      {
        onSuccess: (answer) => {
          setContact(answer.contact);
          setOpen(true);
        },
        onError: (error) => {
          // The layout says once that the session ended; nothing was revealed or saved.
          if (isSessionEnded(error)) return;
          toast.error(
            error instanceof ApiError && error.fromServer
              ? translateMessage(error)
              : t`Failed to save query`,
          );
        },
      },
    );
  }

  return {
    revealed: open && contact !== null,
    contact,
    pending: createQuery.isPending,
    toggle,
  };
}

/** A 10-digit mobile as people write it (+91 98480 22334); any other number as it was set. */
function phoneLabel(phone: string): string {
  const mobile = normalizeIndianMobile(phone);
  return mobile ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : phone;
}

function phoneHref(phone: string): string {
  const mobile = normalizeIndianMobile(phone);
  return mobile ? `tel:+91${mobile}` : telHref(phone);
}

/**
 * The contact of the car's own travel company (docs/product/marketplace.md#partner-portal: phone, WhatsApp
 * and e-mail), as the reveal answered it: the support desk's number when the company set none.
 */
export function ContactDetails({
  car,
  contact,
  id,
}: {
  car: Pick<Car, 'car_name' | 'user'>;
  contact: RevealedContact;
  id?: string;
}) {
  const { t } = useLingui();
  const carName = car.car_name;
  return (
    <section
      id={id}
      aria-label={t`Contact information`}
      className="card border-l-4 border-accent-400 p-5 sm:p-6"
    >
      <h2 className="text-xs font-semibold uppercase tracking-wide text-muted">
        <Trans>Contact information</Trans>
      </h2>
      <p className="mt-2 text-lg font-bold text-brand-900">{car.user.travelsName}</p>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          Call or message the travel company and mention the {carName} you found on Saarthi.
        </Trans>
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-4">
        <a href={phoneHref(contact.phone)} className="btn-primary self-start">
          <PhoneIcon className="h-4 w-4" />
          {phoneLabel(contact.phone)}
        </a>
        {contact.whatsappUrl ? (
          <a
            href={contact.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-accent self-start"
          >
            <MessageIcon className="h-4 w-4" />
            <Trans>Message on WhatsApp</Trans>
          </a>
        ) : null}
        {contact.email ? (
          <a
            href={`mailto:${contact.email}`}
            className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <MailIcon className="h-4 w-4" />
            {contact.email}
          </a>
        ) : null}
      </div>
    </section>
  );
}
