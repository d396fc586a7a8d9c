import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ContactBodySchema, type ContactBody, type ContactInput } from '@shared/contracts/contact';
import { TextareaField, TextField } from '../../components/form';
import { PageHeader } from '../../components/page-header';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { STOREFRONT_MESSAGES } from '../../lib/i18n/messages/storefront-messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { telHref, useSiteConfig } from '../../lib/site';
import { useSendContactMessage } from './api';

const EMPTY: ContactInput = { name: '', email: '', phone: '', message: '' };

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="card flex gap-4 p-5">
      <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-xl text-brand-600">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="text-sm font-semibold uppercase tracking-wider text-muted">{title}</h2>
        <div className="mt-1 text-ink">{children}</div>
      </div>
    </div>
  );
}

/** The contact page: the address, the support e-mail and phone, and a message form. */
export function ContactPage() {
  const { t } = useLingui();
  const translateMessage = useTranslateMessage(STOREFRONT_MESSAGES);
  useDocumentTitle(t`Contact us`);
  const { supportPhone, supportEmail, officeAddress } = useSiteConfig();
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactBody>({
    resolver: zodResolver(ContactBodySchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    sendMessage.mutate(values, {
      // The visitor is told at once either way; a sent message clears the form.
      onSuccess: () => {
        window.alert(t`Message sent successfully!`);
        reset(EMPTY);
      },
      onError: () => {
        window.alert(t`Failed to send message`);
      },
    });
  });

  const fieldError = (name: keyof ContactInput) => {
    const message = errors[name]?.message;
    return message ? translateMessage(message) : undefined;
  };

  return (
    <>
      <PageHeader
        title={t`Contact us`}
        subtitle={t`A question about a car, a booking or listing your travel company? Write to us or call the help desk — a real person will answer.`}
      />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-5 lg:py-14">
        <section aria-label={t`How to reach us`} className="space-y-4 lg:col-span-2">
          <ContactCard icon={<PhoneIcon />} title={t`Call the help desk`}>
            <a
              href={telHref(supportPhone)}
              className="text-lg font-semibold text-brand-700 hover:underline"
            >
              {supportPhone}
            </a>
            <p className="text-sm text-muted">
              <Trans>The quickest way to book a car with a driver.</Trans>
            </p>
          </ContactCard>
          <ContactCard icon={<MailIcon />} title={t`Write to us`}>
            <a
              href={`mailto:${supportEmail}`}
              className="break-all text-lg font-semibold text-brand-700 hover:underline"
            >
              {supportEmail}
            </a>
            <p className="text-sm text-muted">
              <Trans>We usually reply within one working day.</Trans>
            </p>
          </ContactCard>
          <ContactCard icon={<MapPinIcon />} title={t`Visit our office`}>
            <address className="not-italic leading-relaxed">{officeAddress}</address>
          </ContactCard>
          <div className="rounded-card border border-brand-100 bg-brand-50 p-5 text-sm text-brand-900">
            <p className="font-semibold">
              <Trans>Run a travel company?</Trans>
            </p>
            <p className="mt-1 text-brand-700">
              <Trans>
                List your cars and drivers on Saarthi and get enquiries from customers in your city.
                Send us a message with “Partner” in it, or read{' '}
                <Link
                  to={paths.businessModel}
                  className="font-semibold underline underline-offset-2"
                >
                  how the marketplace works
                </Link>
                .
              </Trans>
            </p>
          </div>
        </section>

        <section aria-labelledby="contact-form-title" className="card p-6 sm:p-8 lg:col-span-3">
          <h2 id="contact-form-title" className="text-xl font-bold text-brand-900">
            <Trans>Send us a message</Trans>
          </h2>
          <p className="mt-1 text-sm text-muted">
            <Trans>Fields marked * are required.</Trans>
          </p>
          <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
            <TextField
              label={<Trans>Name *</Trans>}
              autoComplete="name"
              error={fieldError('name')}
              registration={register('name')}
            />
            <TextField
              label={<Trans>Email *</Trans>}
              type="email"
              autoComplete="email"
              error={fieldError('email')}
              registration={register('email')}
            />
            <div className="sm:col-span-2">
              <TextField
                label={
                  <Trans>
                    Phone <span className="font-normal text-muted">(optional)</span>
                  </Trans>
                }
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                error={fieldError('phone')}
                registration={register('phone')}
              />
            </div>
            <div className="sm:col-span-2">
              <TextareaField
                label={<Trans>Message *</Trans>}
                rows={5}
                placeholder={t`Tell us your city, dates and what you need.`}
                error={fieldError('message')}
                registration={register('message')}
              />
            </div>
            <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-xs text-muted">
                <Trans>
                  We use your details only to answer you. See our{' '}
                  <Link
                    to={paths.privacy}
                    className="underline underline-offset-2 hover:text-brand-700"
                  >
                    Privacy Policy
                  </Link>
                  .
                </Trans>
              </p>
              <button
                type="submit"
                className="btn-primary sm:min-w-40"
                disabled={sendMessage.isPending}
              >
                {sendMessage.isPending ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
              </button>
            </div>
          </form>
        </section>
      </div>
    </>
  );
}
