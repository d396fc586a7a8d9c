import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { useSiteConfig } from '../site/api';
import { LegalDocument, type LegalSection } from './legal-document';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2';

/**
 * spec §2: the Terms of Service, twenty numbered sections, including 18+ eligibility, no OTP
 * requests by the platform and refunds per the travel company's cancellation policy.
 */
export function TermsPage() {
  useDocumentTitle('Terms of Service');
  const { supportEmail, supportPhone, officeAddress } = useSiteConfig();
  const email = (
    <a href={`mailto:${supportEmail}`} className={linkClass}>
      {supportEmail}
    </a>
  );

  const sections: LegalSection[] = [
    {
      title: 'About Saarthi and these terms',
      body: (
        <p>
          These Terms of Service (“Terms”) are an agreement between you and Saarthi Mobility Private Limited (“Saarthi”,
          “we”, “us”), which operates the Saarthi website. By using the website or creating an account you accept these
          Terms and our{' '}
          <Link to={paths.privacy} className={linkClass}>
            Privacy Policy
          </Link>
          . If you do not agree, please do not use Saarthi.
        </p>
      ),
    },
    {
      title: 'Eligibility: adults only',
      body: (
        <p>
          You must be at least 18 years old and able to enter into a binding contract under the Indian Contract Act,
          1872 to use Saarthi. By using the website you confirm that you are 18 or older. We may ask for proof of age and
          close accounts that do not meet this requirement.
        </p>
      ),
    },
    {
      title: 'Your account',
      body: (
        <p>
          Give accurate details when you sign up and keep them current. You are responsible for keeping your password
          secret and for everything done through your account. Tell us at once at {email} if you suspect someone else
          has used it. One person may hold only one account.
        </p>
      ),
    },
    {
      title: 'What Saarthi does, and does not do',
      body: (
        <p>
          Saarthi is a marketplace. We show cars and drivers offered by independent travel companies and help you
          contact them. The travel company — not Saarthi — provides the car, the driver and the trip, and is responsible
          for them. Saarthi is not a transport operator and is not a party to the contract you make with a travel
          company.
        </p>
      ),
    },
    {
      title: 'Cars always come with a driver',
      body: (
        <p>
          Every car listed on Saarthi is rented with a professional driver provided by the travel company. Self-drive
          rental is not offered. You may not ask the driver to hand over the car, and you may not drive it yourself at
          any point of the trip.
        </p>
      ),
    },
    {
      title: 'Listings, prices and estimates',
      body: (
        <>
          <p>
            Travel companies set their own listings and prices, shown in Indian rupees (₹). We ask them to keep listings
            accurate but cannot guarantee that every detail, photo or availability status is current.
          </p>
          <p>
            The price calculator gives an estimate from a standard rate card. It is not a quote: the final fare is what
            you agree with the travel company and may add tolls, parking, state entry permits, driver night allowance
            and applicable GST.
          </p>
        </>
      ),
    },
    {
      title: 'Contacting a travel company',
      body: (
        <p>
          To see a travel company’s contact details you must be signed in. When you reveal them, we record a query
          linking your account to that car and company so that the company can follow up and you can see your enquiries
          on the Queries page. Use the contact details only to arrange a trip.
        </p>
      ),
    },
    {
      title: 'Bookings and payments',
      body: (
        <p>
          Bookings are made directly between you and the travel company, and you pay the fare to the travel company by
          the methods it accepts. Saarthi does not collect fares unless we clearly tell you otherwise at the time of
          payment. Ask the travel company for a receipt for every payment.
        </p>
      ),
    },
    {
      title: 'Cancellations and refunds',
      body: (
        <p>
          Cancellations, no-shows and refunds are governed by the cancellation policy of the travel company you booked
          with. Please ask for it before you pay. Any refund is made by the travel company under that policy. Saarthi
          will help you reach the company if you have trouble, but is not liable to refund fares it did not collect.
        </p>
      ),
    },
    {
      title: 'Conduct during the trip',
      body: (
        <>
          <p>During a trip you agree to:</p>
          <ul>
            <li>treat the driver with respect and follow reasonable safety instructions, including wearing seat belts;</li>
            <li>not carry illegal, dangerous or prohibited goods, or more passengers than the car’s seating;</li>
            <li>not ask the driver to break traffic laws or to drive beyond safe rest limits;</li>
            <li>pay for damage to the car caused by you or your group, other than normal wear.</li>
          </ul>
          <p>The driver may end a trip if these rules are seriously broken.</p>
        </>
      ),
    },
    {
      title: 'Safety and fraud: we never ask for OTPs',
      body: (
        <p>
          <strong>
            Saarthi will never ask you for an OTP, your password, UPI PIN, card number or CVV — not by phone, SMS, e-mail
            or WhatsApp.
          </strong>{' '}
          Anyone who asks is not from Saarthi. Do not share these details, and report such requests to us at {email} or
          on {supportPhone}, and to the National Cyber Crime helpline 1930.
        </p>
      ),
    },
    {
      title: 'Reviews and content you post',
      body: (
        <p>
          Reviews must be honest, about your own experience, and free of abuse, personal data of others, advertising and
          unlawful content. You keep ownership of what you post, and grant Saarthi a non-exclusive, royalty-free licence
          to show it on the website. We may remove content that breaks these rules. New reviews are shown as Not Verified
          until we check them.
        </p>
      ),
    },
    {
      title: 'Obligations of travel companies',
      body: (
        <p>
          Travel companies listing on Saarthi confirm that each car holds a valid registration, tourist or contract
          carriage permit, fitness certificate and insurance, and that each driver holds a valid commercial driving
          licence and has been background-checked. They must honour the prices and policies they publish and respond to
          enquiries promptly.
        </p>
      ),
    },
    {
      title: 'Acceptable use of the website',
      body: (
        <p>
          Do not misuse Saarthi: no scraping or bulk copying of listings, no attempts to break or overload our systems,
          no fake accounts, reviews or enquiries, and no use of the website to harass travel companies, drivers or other
          users. We may limit or block access that looks automated or abusive.
        </p>
      ),
    },
    {
      title: 'Intellectual property',
      body: (
        <p>
          The Saarthi name, logo, design and software belong to Saarthi or its licensors. Listings and photos belong to
          the travel companies that provided them. You may use the website for your personal, non-commercial use only.
        </p>
      ),
    },
    {
      title: 'Third-party services',
      body: (
        <p>
          Some features rely on others, such as Google sign-in, phone and e-mail services, and links to social media.
          Their own terms and privacy policies apply when you use them, and Saarthi is not responsible for them.
        </p>
      ),
    },
    {
      title: 'Disclaimers',
      body: (
        <p>
          We work to keep Saarthi available and accurate, but the website is provided “as is” and “as available”. To the
          extent the law allows, we make no promise that it will be uninterrupted or error-free, or that a particular car
          will be available on a particular date.
        </p>
      ),
    },
    {
      title: 'Limitation of liability',
      body: (
        <p>
          To the extent permitted by law, Saarthi is not liable for the acts or omissions of travel companies or their
          drivers, or for indirect or consequential loss. Where we are found liable, our total liability to you is limited
          to ₹5,000 or the amount you paid to Saarthi in the previous twelve months, whichever is higher. Nothing in these
          Terms limits liability that cannot be limited under Indian law.
        </p>
      ),
    },
    {
      title: 'Suspension, termination and changes',
      body: (
        <p>
          You may close your account at any time by writing to us. We may suspend or close an account that breaks these
          Terms or the law. We may change these Terms; the new version will be posted here with its effective date, and
          continuing to use Saarthi after that date means you accept it.
        </p>
      ),
    },
    {
      title: 'Governing law, disputes and contact',
      body: (
        <>
          <p>
            These Terms are governed by the laws of India. Subject to any right you have as a consumer under the Consumer
            Protection Act, 2019, the courts at Vijayawada, Andhra Pradesh have exclusive jurisdiction over any dispute
            arising from them.
          </p>
          <p>
            Questions and grievances: write to our Grievance Officer at {email}, call {supportPhone}, or write to{' '}
            {officeAddress}. We acknowledge complaints within 48 hours and aim to resolve them within 30 days.
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Terms of Service"
      idPrefix="terms"
      subtitle="The rules for using Saarthi, in plain words. Please read them before you book."
      effectiveDate="1 November 2026"
      intro={
        <p>
          These Terms apply to everyone who uses Saarthi — customers and travel companies alike. The most important
          points: you must be 18 or older, every car comes with a driver, refunds follow the travel company’s
          cancellation policy, and Saarthi will never ask you for an OTP.
        </p>
      }
      sections={sections}
    />
  );
}
