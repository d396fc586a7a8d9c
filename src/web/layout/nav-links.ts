import { paths } from '../paths';

export interface NavEntry {
  label: string;
  to: string;
}

/** spec §2: the top bar menu, in this order, shared by the desktop bar and the mobile drawer. */
export const MAIN_NAV: readonly NavEntry[] = [
  { label: 'HOME', to: paths.home },
  { label: 'REGULAR', to: paths.category('regular') },
  { label: 'PRIME', to: paths.category('prime') },
  { label: 'LUXURY', to: paths.category('luxury') },
  { label: 'FAQs', to: paths.faqs },
  { label: 'BLOGS', to: paths.blogs },
];

/** spec §2: the profile dropdown and the drawer both offer these, then Login or Logout. */
export const ACCOUNT_NAV: readonly NavEntry[] = [
  { label: 'My Profile', to: paths.profile },
  { label: 'Queries', to: paths.queries },
];

export interface FooterGroup {
  title: string;
  links: readonly NavEntry[];
}

/** spec §2: the sixteen footer links, grouped so a reader finds them by purpose. */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'Services',
    links: [
      { label: 'Book a Ride', to: paths.home },
      { label: 'Car Offers', to: paths.newCarOffers },
      { label: 'Tours', to: paths.tourPackages },
      { label: 'Vehicle Carry Vans', to: paths.vehicleCarryVan },
      { label: 'Driving Schools', to: paths.drivingSchool },
      { label: 'Car Wash', to: paths.nearbyCarwash },
      { label: 'Mechanics', to: paths.nearbyMechanics },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Home', to: paths.home },
      { label: 'About Us', to: paths.about },
      { label: 'Business Model', to: paths.businessModel },
      { label: 'Blogs', to: paths.blogs },
      { label: 'Contact', to: paths.contact },
    ],
  },
  {
    title: 'Help & legal',
    links: [
      { label: 'Your Profile', to: paths.profile },
      { label: 'FAQs', to: paths.faqs },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms of Service', to: paths.terms },
    ],
  },
];
