import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { useSiteConfig } from '../site/api';
import { LegalDocument, type LegalSection } from './legal-document';

/** spec §2: the Privacy Policy, eight numbered sections, stating the service is not for under-18s. */
export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  const { supportEmail, officeAddress } = useSiteConfig();
  const email = (
    <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline underline-offset-2">
      {supportEmail}
    </a>
  );

  const sections: LegalSection[] = [
    {
      title: 'Who we are and what this policy covers',
      body: (
        <>
          <p>
            Saarthi runs an online marketplace where customers find cars with professional drivers offered by independent
            travel companies in Andhra Pradesh and Telangana. This policy explains what personal data we collect when you
            use our website, why we collect it, who we share it with and the choices you have.
          </p>
          <p>
            We process personal data in line with the Digital Personal Data Protection Act, 2023 and the Information
            Technology Act, 2000 and the rules made under them. For the purposes of those laws, Saarthi is the data
            fiduciary for the data described here.
          </p>
        </>
      ),
    },
    {
      title: 'Information we collect',
      body: (
        <>
          <p>We collect only what we need to run the marketplace:</p>
          <ul>
            <li>
              <strong>Account details</strong> you give us when you sign up: your name, e-mail address, mobile number
              and password (stored only as a one-way hash). If you sign in with Google, we receive your name and e-mail
              address from Google.
            </li>
            <li>
              <strong>Profile details</strong> you choose to add: photo, date of birth, address, city, state, PIN code,
              WhatsApp number and identity document numbers (Aadhaar, PAN, driving licence). Identity numbers are shown
              to you only in masked form.
            </li>
            <li>
              <strong>Activity on Saarthi</strong>: the cars whose travel company contact you reveal (recorded as
              queries), reviews and ratings you post, blog likes, and messages you send through the contact form.
            </li>
            <li>
              <strong>Technical data</strong>: your IP address, browser type and basic logs needed to keep the service
              secure and working.
            </li>
          </ul>
          <p>We do not collect payment card or bank details: fares are paid directly to the travel company.</p>
        </>
      ),
    },
    {
      title: 'How we use your information',
      body: (
        <ul>
          <li>To create and secure your account and keep you signed in.</li>
          <li>To show you cars, prices and travel companies in the city you choose.</li>
          <li>To pass your enquiry to the travel company whose contact you reveal, so that it can serve you.</li>
          <li>To publish the reviews you write, with the name you give.</li>
          <li>To answer your messages and calls to the help desk.</li>
          <li>To detect and prevent fraud, abuse and security incidents, and to meet our legal obligations.</li>
        </ul>
      ),
    },
    {
      title: 'When we share information',
      body: (
        <>
          <p>We do not sell your personal data. We share it only in these cases:</p>
          <ul>
            <li>
              <strong>With travel companies</strong>, when you reveal their contact on a car: they learn which car you
              asked about so they can follow up your enquiry.
            </li>
            <li>
              <strong>With service providers</strong> who host our servers, send e-mail or provide sign-in, bound by
              contract to use the data only on our instructions.
            </li>
            <li>
              <strong>With authorities</strong>, when the law requires it or to protect the safety of our users, drivers
              and the public.
            </li>
          </ul>
        </>
      ),
    },
    {
      title: 'Cookies, browser storage and security',
      body: (
        <>
          <p>
            We keep a small amount of information in your browser: your sign-in token, and your last chosen city and car
            category so the site remembers them. We do not use advertising cookies. Clearing your browser storage or
            logging out removes the sign-in token.
          </p>
          <p>
            Data travels over encrypted connections, passwords are hashed, and access to personal data inside Saarthi is
            limited to staff who need it for their work. No system is perfectly secure; if we learn of a breach that
            affects you, we will inform you and the Data Protection Board of India as the law requires.
          </p>
        </>
      ),
    },
    {
      title: 'How long we keep it',
      body: (
        <p>
          We keep your account data for as long as your account is open. When you ask us to delete your account, we
          erase or anonymise your personal data within 30 days, except where we must keep records for longer under tax,
          accounting or other laws, or to resolve a dispute. Contact-form messages are kept for up to 12 months.
        </p>
      ),
    },
    {
      title: 'Your rights and how to use them',
      body: (
        <>
          <p>
            You may ask to see the personal data we hold about you, to correct or complete it, to erase it, and to
            withdraw a consent you gave. You can edit most details yourself on your{' '}
            <Link to={paths.profile} className="font-medium text-brand-700 underline underline-offset-2">
              profile
            </Link>
            .
          </p>
          <p>
            For anything else, or to raise a grievance, write to our Grievance Officer at {email} or to {officeAddress}.
            We reply within 7 days and resolve grievances within 30 days. If you are not satisfied, you may complain to
            the Data Protection Board of India.
          </p>
        </>
      ),
    },
    {
      title: 'Children and changes to this policy',
      body: (
        <>
          <p>
            <strong>Saarthi’s services are not for anyone under 18.</strong> We do not knowingly collect personal data
            from children. If you believe a person under 18 has created an account, tell us at {email} and we will delete
            it.
          </p>
          <p>
            We may update this policy as our service or the law changes. We will post the new version here with its
            effective date and, for significant changes, tell signed-in users by e-mail before they take effect.
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Privacy Policy"
      idPrefix="privacy"
      subtitle="What we collect, why we collect it, and the control you have over it."
      effectiveDate="1 November 2026"
      intro={
        <p>
          Your trust matters more to us than any data. This policy is written to be read: if anything is unclear, write to
          us at {email}. Please also read our{' '}
          <Link to={paths.terms} className="font-medium text-brand-700 underline underline-offset-2">
            Terms of Service
          </Link>
          .
        </p>
      }
      sections={sections}
    />
  );
}
