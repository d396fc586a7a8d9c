import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { useSiteConfig } from '../../lib/site';
import { LegalDocument, type LegalSection } from './legal-document';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2';
const EFFECTIVE_DATE = '2026-11-01';

/**
 * docs/product/storefront.md#pages-and-routes: the Terms of Service, twenty numbered sections, including 18+ eligibility, no OTP
 * requests by the platform and refunds per the travel company's cancellation policy.
 */
export function TermsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Terms of Service`);
  const { supportEmail, supportPhone, officeAddress } = useSiteConfig();
  const mailto = `mailto:${supportEmail}`;

  const sections: LegalSection[] = [
    {
      title: t`About Saarthi and these terms`,
      body: (
        <p>
          <Trans>
            These Terms of Service (“Terms”) are an agreement between you and Saarthi Mobility
            Private Limited (“Saarthi”, “we”, “us”), which operates the Saarthi website. By using
            the website or creating an account you accept these Terms and our{' '}
            <Link to={paths.privacy} className={linkClass}>
              Privacy Policy
            </Link>
            . If you do not agree, please do not use Saarthi.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Eligibility: adults only`,
      body: (
        <p>
          <Trans>
            You must be at least 18 years old and able to enter into a binding contract under the
            Indian Contract Act, 1872 to use Saarthi. By using the website you confirm that you are
            18 or older. We may ask for proof of age and close accounts that do not meet this
            requirement.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Your account`,
      body: (
        <p>
          <Trans>
            Give accurate details when you sign up and keep them current. You are responsible for
            keeping your password secret and for everything done through your account. Tell us at
            once at{' '}
            <a href={mailto} className={linkClass}>
              {supportEmail}
            </a>{' '}
            if you suspect someone else has used it. One person may hold only one account.
          </Trans>
        </p>
      ),
    },
    {
      title: t`What Saarthi does, and does not do`,
      body: (
        <p>
          <Trans>
            Saarthi is a marketplace. We show cars and drivers offered by independent travel
            companies and help you contact them. The travel company — not Saarthi — provides the
            car, the driver and the trip, and is responsible for them. Saarthi is not a transport
            operator and is not a party to the contract you make with a travel company.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Cars always come with a driver`,
      body: (
        <p>
          <Trans>
            Every car listed on Saarthi is rented with a professional driver provided by the travel
            company. Self-drive rental is not offered. You may not ask the driver to hand over the
            car, and you may not drive it yourself at any point of the trip.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Listings, prices and estimates`,
      body: (
        <>
          <p>
            <Trans>
              Travel companies set their own listings and prices, shown in Indian rupees (₹). We ask
              them to keep listings accurate but cannot guarantee that every detail, photo or
              availability status is current.
            </Trans>
          </p>
          <p>
            <Trans>
              The price calculator gives an estimate from a standard rate card. It is not a quote:
              the final fare is what you agree with the travel company and may add tolls, parking,
              state entry permits, driver night allowance and applicable GST.
            </Trans>
          </p>
        </>
      ),
    },
    {
      title: t`Contacting a travel company`,
      body: (
        <p>
          <Trans>
            To see a travel company’s contact details you must be signed in. When you reveal them,
            we record a query linking your account to that car and company so that the company can
            follow up and you can see your enquiries on the Queries page. Use the contact details
            only to arrange a trip.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Bookings and payments`,
      body: (
        <p>
          <Trans>
            Bookings are made directly between you and the travel company, and you pay the fare to
            the travel company by the methods it accepts. Saarthi does not collect fares unless we
            clearly tell you otherwise at the time of payment. Ask the travel company for a receipt
            for every payment.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Cancellations and refunds`,
      body: (
        <p>
          <Trans>
            Cancellations, no-shows and refunds are governed by the cancellation policy of the
            travel company you booked with. Please ask for it before you pay. Any refund is made by
            the travel company under that policy. Saarthi will help you reach the company if you
            have trouble, but is not liable to refund fares it did not collect.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Conduct during the trip`,
      body: (
        <>
          <p>
            <Trans>During a trip you agree to:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                treat the driver with respect and follow reasonable safety instructions, including
                wearing seat belts;
              </Trans>
            </li>
            <li>
              <Trans>
                not carry illegal, dangerous or prohibited goods, or more passengers than the car’s
                seating;
              </Trans>
            </li>
            <li>
              <Trans>
                not ask the driver to break traffic laws or to drive beyond safe rest limits;
              </Trans>
            </li>
            <li>
              <Trans>
                pay for damage to the car caused by you or your group, other than normal wear.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>The driver may end a trip if these rules are seriously broken.</Trans>
          </p>
        </>
      ),
    },
    {
      title: t`Safety and fraud: we never ask for OTPs`,
      body: (
        <p>
          <Trans>
            <strong>
              Saarthi will never ask you for an OTP, your password, UPI PIN, card number or CVV —
              not by phone, SMS, e-mail or WhatsApp.
            </strong>{' '}
            Anyone who asks is not from Saarthi. Do not share these details, and report such
            requests to us at{' '}
            <a href={mailto} className={linkClass}>
              {supportEmail}
            </a>{' '}
            or on {supportPhone}, and to the National Cyber Crime helpline 1930.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Reviews and content you post`,
      body: (
        <p>
          <Trans>
            Reviews must be honest, about your own experience, and free of abuse, personal data of
            others, advertising and unlawful content. You keep ownership of what you post, and grant
            Saarthi a non-exclusive, royalty-free licence to show it on the website. We may remove
            content that breaks these rules. New reviews are shown as Not Verified until we check
            them.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Obligations of travel companies`,
      body: (
        <p>
          <Trans>
            Travel companies listing on Saarthi confirm that each car holds a valid registration,
            tourist or contract carriage permit, fitness certificate and insurance, and that each
            driver holds a valid commercial driving licence and has been background-checked. They
            must honour the prices and policies they publish and respond to enquiries promptly.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Acceptable use of the website`,
      body: (
        <p>
          <Trans>
            Do not misuse Saarthi: no scraping or bulk copying of listings, no attempts to break or
            overload our systems, no fake accounts, reviews or enquiries, and no use of the website
            to harass travel companies, drivers or other users. We may limit or block access that
            looks automated or abusive.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Intellectual property`,
      body: (
        <p>
          <Trans>
            The Saarthi name, logo, design and software belong to Saarthi or its licensors. Listings
            and photos belong to the travel companies that provided them. You may use the website
            for your personal, non-commercial use only.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Third-party services`,
      body: (
        <p>
          <Trans>
            Some features rely on others, such as Google sign-in, phone and e-mail services, and
            links to social media. Their own terms and privacy policies apply when you use them, and
            Saarthi is not responsible for them.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Disclaimers`,
      body: (
        <p>
          <Trans>
            We work to keep Saarthi available and accurate, but the website is provided “as is” and
            “as available”. To the extent the law allows, we make no promise that it will be
            uninterrupted or error-free, or that a particular car will be available on a particular
            date.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Limitation of liability`,
      body: (
        <p>
          <Trans>
            To the extent permitted by law, Saarthi is not liable for the acts or omissions of
            travel companies or their drivers, or for indirect or consequential loss. Where we are
            found liable, our total liability to you is limited to ₹5,000 or the amount you paid to
            Saarthi in the previous twelve months, whichever is higher. Nothing in these Terms
            limits liability that cannot be limited under Indian law.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Suspension, termination and changes`,
      body: (
        <p>
          <Trans>
            You may close your account at any time by writing to us. We may suspend or close an
            account that breaks these Terms or the law. We may change these Terms; the new version
            will be posted here with its effective date, and continuing to use Saarthi after that
            date means you accept it.
          </Trans>
        </p>
      ),
    },
    {
      title: t`Governing law, disputes and contact`,
      body: (
        <>
          <p>
            <Trans>
              These Terms are governed by the laws of India. Subject to any right you have as a
              consumer under the Consumer Protection Act, 2019, the courts at Vijayawada, Andhra
              Pradesh have exclusive jurisdiction over any dispute arising from them.
            </Trans>
          </p>
          <p>
            <Trans>
              Questions and grievances: write to our Grievance Officer at{' '}
              <a href={mailto} className={linkClass}>
                {supportEmail}
              </a>
              , call {supportPhone}, or write to {officeAddress}. We acknowledge complaints within
              48 hours and aim to resolve them within 30 days.
            </Trans>
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      title={t`Terms of Service`}
      idPrefix="terms"
      subtitle={t`The rules for using Saarthi, in plain words. Please read them before you book.`}
      effectiveDate={EFFECTIVE_DATE}
      intro={
        <p>
          <Trans>
            These Terms apply to everyone who uses Saarthi — customers and travel companies alike.
            The most important points: you must be 18 or older, every car comes with a driver,
            refunds follow the travel company’s cancellation policy, and Saarthi will never ask you
            for an OTP.
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
