import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@shared/contracts/site';
import { mockApi, renderWithProviders } from '../test/render';
import { Footer } from './footer';

const site: SiteConfig = {
  supportPhone: '+91 98480 22338',
  supportEmail: 'help@saarthi.example',
  officeAddress: '12-3 Benz Circle, Vijayawada 520010',
  social: {
    facebook: 'https://facebook.com/saarthi',
    instagram: 'https://instagram.com/saarthi',
    twitter: '',
    youtube: '',
    linkedin: 'https://linkedin.com/company/saarthi',
  },
  googleClientId: null,
};

describe('Footer', () => {
  it('has the sixteen footer links with the right addresses', () => {
    mockApi({ 'GET /api/site': { body: site } });
    renderWithProviders(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const links = Object.fromEntries(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toEqual({
      'Book a Ride': '/',
      'Your Profile': '/profile',
      'Business Model': '/businessModel',
      Mechanics: '/nearby-mechanics',
      'Car Wash': '/nearby-carwash',
      'Driving Schools': '/driving-school',
      'Car Offers': '/new-car-offers',
      Tours: '/tour-packages',
      'Vehicle Carry Vans': '/vehicle-carry-van',
      Home: '/',
      'About Us': '/about',
      Contact: '/contact',
      Blogs: '/blogs',
      FAQs: '/FAQs',
      'Privacy Policy': '/PrivacyPolicy',
      'Terms of Service': '/TermsofServices',
    });
    expect(within(nav).getAllByRole('link')).toHaveLength(16);
  });

  it('shows the support contact from the site configuration', async () => {
    mockApi({ 'GET /api/site': { body: site } });
    renderWithProviders(<Footer />);
    expect(await screen.findByRole('link', { name: '+91 98480 22338' })).toHaveAttribute(
      'href',
      'tel:+919848022338',
    );
    expect(screen.getByRole('link', { name: 'help@saarthi.example' })).toHaveAttribute(
      'href',
      'mailto:help@saarthi.example',
    );
    expect(screen.getByText('12-3 Benz Circle, Vijayawada 520010')).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`© ${new Date().getFullYear()} Saarthi`)),
    ).toBeInTheDocument();
  });

  it('links only the configured social accounts, in a new tab', async () => {
    mockApi({ 'GET /api/site': { body: site } });
    renderWithProviders(<Footer />);
    const facebook = await screen.findByRole('link', { name: 'Saarthi on Facebook' });
    expect(facebook).toHaveAttribute('href', 'https://facebook.com/saarthi');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Saarthi on Instagram' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saarthi on LinkedIn' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Saarthi on Twitter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Saarthi on YouTube' })).not.toBeInTheDocument();
  });

  it('still shows a support number while the configuration cannot be loaded', () => {
    mockApi({
      'GET /api/site': { status: 500, body: { success: false, message: 'Internal Server Error' } },
    });
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: /^\+91/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+91\d{10}$/),
    );
    expect(screen.queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
  });
});
