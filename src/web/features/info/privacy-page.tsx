import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { useSiteConfig } from '../../lib/site';
import { LegalDocument, type LegalSection } from './legal-document';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2';
const EFFECTIVE_DATE = '2026-11-01';

/** docs/product/storefront.md#pages-and-routes: the Privacy Policy, eight numbered sections, stating the service is not for under-18s. */
export function PrivacyPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Privacy Policy`);
  const { supportEmail, officeAddress } = useSiteConfig();
  const mailto = `mailto:${supportEmail}`;

  const sections: LegalSection[] = [
    {
      title: t`Who we are and what this policy covers`,
      body: (
        <>
          <p>
            <Trans>
              Saarthi runs an online marketplace where customers find cars with professional drivers
              offered by independent travel companies in Andhra Pradesh and Telangana. This policy
              explains what personal data we collect when you use our website, why we collect it,
              who we share it with and the choices you have.
            </Trans>
          </p>
          <p>
            <Trans>
              We process personal data in line with the Digital Personal Data Protection Act, 2023
              and the Information Technology Act, 2000 and the rules made under them. For the
              purposes of those laws, Saarthi is the data fiduciary for the data described here.
            </Trans>
          </p>
        </>
      ),
    },
    {
      title: t`Information we collect`,
      body: (
        <>
          <p>
            <Trans>We collect only what we need to run the marketplace:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Account details</strong> you give us when you sign up: your name, e-mail
                address, mobile number and password (stored only as a one-way hash). If you sign in
                with Google, we receive your name and e-mail address from Google.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Profile details</strong> you choose to add: photo, date of birth, address,
                city, state, PIN code, WhatsApp number and identity document numbers (Aadhaar, PAN,
                driving licence). Identity numbers are shown to you only in masked form.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Activity on Saarthi</strong>: the cars whose travel company contact you
                reveal (recorded as queries), reviews and ratings you post, blog likes, and messages
                you send through the contact form.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Technical data</strong>: your IP address, browser type and basic logs needed
                to keep the service secure and working.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              We do not collect payment card or bank details: fares are paid directly to the travel
              company.
            </Trans>
          </p>
        </>
      ),
    },
    {
      title: t`How we use your information`,
      body: (
        <ul>
          <li>
            <Trans>To create and secure your account and keep you signed in.</Trans>
          </li>
          <li>
            <Trans>To show you cars, prices and travel companies in the city you choose.</Trans>
          </li>
          <li>
            <Trans>
              To pass your enquiry to the travel company whose contact you reveal, so that it can
              serve you.
            </Trans>
          </li>
          <li>
            <Trans>To publish the reviews you write, with the name you give.</Trans>
          </li>
          <li>
            <Trans>To answer your messages and calls to the help desk.</Trans>
          </li>
          <li>
            <Trans>
              To detect and prevent fraud, abuse and security incidents, and to meet our legal
              obligations.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      title: t`When we share information`,
      body: (
        <>
          <p>
            <Trans>We do not sell your personal data. We share it only in these cases:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>With travel companies</strong>, when you reveal their contact on a car: they
                learn which car you asked about so they can follow up your enquiry.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>With service providers</strong> who host our servers, send e-mail or provide
                sign-in, bound by contract to use the data only on our instructions.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>With authorities</strong>, when the law requires it or to protect the safety
                of our users, drivers and the public.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      title: t`Cookies, browser storage and security`,
      body: (
        <>
          <p>
            <Trans>
              We keep a small amount of information in your browser: your sign-in token, and your
              last chosen city and car category so the site remembers them. We do not use
              advertising cookies. Clearing your browser storage or logging out removes the sign-in
              token.
            </Trans>
          </p>
          <p>
            <Trans>
              Data travels over encrypted connections, passwords are hashed, and access to personal
              data inside Saarthi is limited to staff who need it for their work. No system is
              perfectly secure; if we learn of a breach that affects you, we will inform you and the
              Data Protection Board of India as the law requires.
            </Trans>
          </p>
        </>
      ),
    },
    {
      title: t`How long we keep it`,
      body: (
        <p>
          <Trans>
            We keep your account data for as long as your account is open. When you ask us to delete
            your account, we erase or anonymise your personal data within 30 days, except where we
            must keep records for longer under tax, accounting or other laws, or to resolve a
            dispute. Contact-form messages are kept for up to 12 months.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Your rights and how to use them`,
      body: (
        <>
          <p>
            <Trans>
              You may ask to see the personal data we hold about you, to correct or complete it, to
              erase it, and to withdraw a consent you gave. You can edit most details yourself on
              your{' '}
              <Link to={paths.profile} className={linkClass}>
                profile
              </Link>
              .
            </Trans>
          </p>
          <p>
            <Trans>
              For anything else, or to raise a grievance, write to our Grievance Officer at{' '}
              <a href={mailto} className={linkClass}>
                {supportEmail}
              </a>{' '}
              or to {officeAddress}. We reply within 7 days and resolve grievances within 30 days.
              If you are not satisfied, you may complain to the Data Protection Board of India.
            </Trans>
          </p>
        </>
      ),
    },
    {
      title: t`Children and changes to this policy`,
      body: (
        <>
          <p>
            <Trans>
              <strong>Saarthi’s services are not for anyone under 18.</strong> We do not knowingly
              collect personal data from children. If you believe a person under 18 has created an
              account, tell us at{' '}
              <a href={mailto} className={linkClass}>
                {supportEmail}
              </a>{' '}
              and we will delete it.
            </Trans>
          </p>
          <p>
            <Trans>
              We may update this policy as our service or the law changes. We will post the new
              version here with its effective date and, for significant changes, tell signed-in
              users by e-mail before they take effect.
            </Trans>
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      title={t`Privacy Policy`}
      idPrefix="privacy"
      subtitle={t`What we collect, why we collect it, and the control you have over it.`}
      effectiveDate={EFFECTIVE_DATE}
      intro={
        <p>
          <Trans>
            Your trust matters more to us than any data. This policy is written to be read: if
            anything is unclear, write to us at{' '}
            <a href={mailto} className={linkClass}>
              {supportEmail}
            </a>
            . Please also read our{' '}
            <Link to={paths.terms} className={linkClass}>
              Terms of Service
            </Link>
            .
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
