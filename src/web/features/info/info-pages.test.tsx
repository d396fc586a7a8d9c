import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CITIES } from '@shared/constants';
import { renderWithProviders } from '../../test/render';
import { AboutPage } from './about-page';
import { BusinessModelPage } from './business-model-page';
import { NotFoundPage } from './not-found-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const sectionHeadings = () =>
  within(screen.getByRole('article')).getAllByRole('heading', { level: 2 });

describe('TermsPage', () => {
  it('has twenty numbered sections with the clauses the storefront promises', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const headings = sectionHeadings();
    expect(headings).toHaveLength(20);
    headings.forEach((heading, index) =>
      expect(heading).toHaveTextContent(new RegExp(`^${index + 1}\\.`)),
    );
    const text = screen.getByRole('article').textContent ?? '';
    expect(text).toMatch(/at least 18 years old/);
    expect(text).toMatch(/never ask you for an OTP/);
    expect(text).toMatch(/refunds are governed by the cancellation policy of the travel company/i);
    expect(text).toMatch(/Self-drive rental is not offered/);
    expect(text).toMatch(/courts at Vijayawada/);
    expect(document.title).toBe('Terms of Service · Saarthi');
  });
});

describe('PrivacyPage', () => {
  it('has eight numbered sections and says it is not for under-18s', () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const headings = sectionHeadings();
    expect(headings).toHaveLength(8);
    headings.forEach((heading, index) =>
      expect(heading).toHaveTextContent(new RegExp(`^${index + 1}\\.`)),
    );
    expect(screen.getByText(/not for anyone under 18/)).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy · Saarthi');
  });
});

describe('AboutPage', () => {
  it('covers mission, the five cities, who is served and partnering, with links to FAQs and contact', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Saarthi' })).toBeInTheDocument();
    expect(screen.getByText('Our mission')).toBeInTheDocument();
    for (const city of CITIES)
      expect(screen.getByRole('link', { name: `See cars in ${city}` })).toHaveAttribute(
        'href',
        `/allcars?city=${city}`,
      );
    expect(screen.getByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Travel companies' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Partner with us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the FAQs' })).toHaveAttribute('href', '/FAQs');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('About us · Saarthi');
  });
});

describe('BusinessModelPage', () => {
  it('keeps the spec title and explains both sides of the marketplace', () => {
    renderWithProviders(<BusinessModelPage />);
    expect(document.title).toContain('Bussines Model page');
    expect(screen.getByText('Bussines Model page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Business Model' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For travel companies' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For customers' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('₹2,000');
    // How Saarthi earns, from the figures the ledger charges.
    expect(screen.getByRole('heading', { name: 'Saarthi earns a commission' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /On each completed trip Saarthi takes 10% of the taxable fare, with 18% GST/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "A trip with a taxable fare of ₹4,000: Saarthi's commission is ₹400 and the GST on it ₹72.",
      ),
    ).toBeInTheDocument();
  });
});

describe('NotFoundPage', () => {
  it('explains and leads home and to all cars', () => {
    renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no-such-page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse all cars' })).toHaveAttribute(
      'href',
      '/allcars',
    );
    expect(document.title).toBe('Page not found · Saarthi');
  });

  it('lets a long address wrap only after its slashes, never inside a word', () => {
    renderWithProviders(<NotFoundPage />, { route: '/tour-packages/araku-valley/day-three' });
    const path = screen.getByText('/tour-packages/araku-valley/day-three');
    expect(path.tagName).toBe('CODE');
    expect(path).not.toHaveClass('break-all');
    expect(path.querySelectorAll('wbr')).toHaveLength(3);
  });
});
