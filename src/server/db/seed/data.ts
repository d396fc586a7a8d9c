/**
 * Static demo content: companies, car models, people, places and texts of
 * the five cities. `dataset.ts` combines them with a seeded random generator into rows.
 */
import type { Category, City } from '../../../shared/constants.js';
import type { BodyType } from '../../../shared/partner-constants.js';

export interface Place {
  area: string;
  pincode: string;
}

export interface CityInfo {
  state: string;
  /** Licence prefixes of the city's transport offices: AP for Andhra Pradesh, TS for Telangana. */
  licencePrefixes: readonly string[];
  areas: readonly Place[];
}

export const CITY_INFO: Record<City, CityInfo> = {
  Vijayawada: {
    state: 'Andhra Pradesh',
    licencePrefixes: ['AP16', 'AP39'],
    areas: [
      { area: 'Benz Circle', pincode: '520010' },
      { area: 'Governorpet', pincode: '520002' },
      { area: 'Patamata', pincode: '520010' },
      { area: 'Labbipet', pincode: '520010' },
      { area: 'Moghalrajpuram', pincode: '520010' },
      { area: 'Suryaraopet', pincode: '520002' },
      { area: 'Gunadala', pincode: '520004' },
      { area: 'Bhavanipuram', pincode: '520012' },
      { area: 'Auto Nagar', pincode: '520007' },
      { area: 'Ajit Singh Nagar', pincode: '520015' },
      { area: 'Poranki', pincode: '521137' },
    ],
  },
  Guntur: {
    state: 'Andhra Pradesh',
    licencePrefixes: ['AP07', 'AP39'],
    areas: [
      { area: 'Brodipet', pincode: '522002' },
      { area: 'Arundelpet', pincode: '522002' },
      { area: 'Lakshmipuram', pincode: '522007' },
      { area: 'Kothapet', pincode: '522001' },
      { area: 'Pattabhipuram', pincode: '522006' },
      { area: 'Nallapadu', pincode: '522005' },
      { area: 'Chandramouli Nagar', pincode: '522007' },
      { area: 'Gorantla', pincode: '522034' },
    ],
  },
  Hyderabad: {
    state: 'Telangana',
    licencePrefixes: ['TS09', 'TS07', 'TS08', 'TS10', 'TS13'],
    areas: [
      { area: 'Ameerpet', pincode: '500016' },
      { area: 'Kukatpally', pincode: '500072' },
      { area: 'Madhapur', pincode: '500081' },
      { area: 'Secunderabad', pincode: '500003' },
      { area: 'Banjara Hills', pincode: '500034' },
      { area: 'Jubilee Hills', pincode: '500033' },
      { area: 'Begumpet', pincode: '500016' },
      { area: 'Gachibowli', pincode: '500032' },
      { area: 'Dilsukhnagar', pincode: '500060' },
      { area: 'LB Nagar', pincode: '500074' },
      { area: 'Miyapur', pincode: '500049' },
      { area: 'Kondapur', pincode: '500084' },
      { area: 'Himayatnagar', pincode: '500029' },
      { area: 'Uppal', pincode: '500039' },
      { area: 'Mehdipatnam', pincode: '500028' },
    ],
  },
  Visakhapatnam: {
    state: 'Andhra Pradesh',
    licencePrefixes: ['AP31', 'AP39'],
    areas: [
      { area: 'MVP Colony', pincode: '530017' },
      { area: 'Dwaraka Nagar', pincode: '530016' },
      { area: 'Gajuwaka', pincode: '530026' },
      { area: 'Seethammadhara', pincode: '530013' },
      { area: 'Madhurawada', pincode: '530048' },
      { area: 'Siripuram', pincode: '530003' },
      { area: 'Akkayyapalem', pincode: '530016' },
      { area: 'Maddilapalem', pincode: '530013' },
      { area: 'Pendurthi', pincode: '531173' },
    ],
  },
  Tirupati: {
    state: 'Andhra Pradesh',
    licencePrefixes: ['AP03', 'AP39'],
    areas: [
      { area: 'Tilak Road', pincode: '517501' },
      { area: 'Alipiri', pincode: '517507' },
      { area: 'Renigunta', pincode: '517520' },
      { area: 'Korlagunta', pincode: '517501' },
      { area: 'Balaji Colony', pincode: '517502' },
      { area: 'Tiruchanur', pincode: '517503' },
      { area: 'Bairagipatteda', pincode: '517501' },
    ],
  },
};

export interface CompanySeed {
  name: string;
  city: City;
  phone: string;
  trending: boolean;
  owner: { name: string; email: string };
}

export const COMPANIES: readonly CompanySeed[] = [
  {
    name: 'Sri Durga Travels',
    city: 'Vijayawada',
    phone: '9848012345',
    trending: true,
    owner: { name: 'Durga Prasad Vemuri', email: 'partner@saarthi.in' },
  },
  {
    name: 'Kanaka Durga Tours & Travels',
    city: 'Vijayawada',
    phone: '9866123450',
    trending: false,
    owner: { name: 'Kanaka Rao Bollineni', email: 'kanaka.rao@example.com' },
  },
  {
    name: 'Krishna Cabs & Travels',
    city: 'Vijayawada',
    phone: '9440234567',
    trending: true,
    owner: { name: 'Gopi Krishna Devineni', email: 'gopi.krishna@example.com' },
  },
  {
    name: 'Bezawada Car Rentals',
    city: 'Vijayawada',
    phone: '7702345618',
    trending: false,
    owner: { name: 'Mohan Rao Tummala', email: 'mohan.tummala@example.com' },
  },
  {
    name: 'Guntur Royal Travels',
    city: 'Guntur',
    phone: '9849345672',
    trending: true,
    owner: { name: 'Subba Rao Jasti', email: 'subba.rao@example.com' },
  },
  {
    name: 'Sri Venkateswara Tours Guntur',
    city: 'Guntur',
    phone: '9440567813',
    trending: false,
    owner: { name: 'Venkata Ramana Paladugu', email: 'venkata.ramana@example.com' },
  },
  {
    name: 'Amaravati Cabs',
    city: 'Guntur',
    phone: '8885012346',
    trending: true,
    owner: { name: 'Siva Nageswara Rao', email: 'siva.nageswara@example.com' },
  },
  {
    name: 'Charminar Cabs',
    city: 'Hyderabad',
    phone: '9000123456',
    trending: true,
    owner: { name: 'Syed Azharuddin', email: 'partner2@saarthi.in' },
  },
  {
    name: 'Golconda Travels',
    city: 'Hyderabad',
    phone: '9959012347',
    trending: false,
    owner: { name: 'Rajender Reddy Gaddam', email: 'rajender.reddy@example.com' },
  },
  {
    name: 'Deccan Drive Rentals',
    city: 'Hyderabad',
    phone: '8008123458',
    trending: false,
    owner: { name: 'Srikanth Goud Patlolla', email: 'srikanth.goud@example.com' },
  },
  {
    name: 'Hitech City Car Rentals',
    city: 'Hyderabad',
    phone: '7416012349',
    trending: true,
    owner: { name: 'Naveen Rao Kalvakuntla', email: 'naveen.rao@example.com' },
  },
  {
    name: 'Vizag Coastal Cabs',
    city: 'Visakhapatnam',
    phone: '9490123451',
    trending: true,
    owner: { name: 'Appala Naidu Karri', email: 'appala.naidu@example.com' },
  },
  {
    name: 'Simhachalam Travels',
    city: 'Visakhapatnam',
    phone: '9848567123',
    trending: false,
    owner: { name: 'Narasimha Murthy Dadi', email: 'narasimha.murthy@example.com' },
  },
  {
    name: 'Araku Holidays & Cabs',
    city: 'Visakhapatnam',
    phone: '8639012452',
    trending: false,
    owner: { name: 'Chinna Rao Gorle', email: 'chinna.rao@example.com' },
  },
  {
    name: 'Balaji Travels Tirupati',
    city: 'Tirupati',
    phone: '9866012453',
    trending: true,
    owner: { name: 'Balaji Naidu Chevireddy', email: 'balaji.naidu@example.com' },
  },
  {
    name: 'Govinda Tours & Travels',
    city: 'Tirupati',
    phone: '9440712454',
    trending: true,
    owner: { name: 'Govindarajulu Pasupuleti', email: 'govindarajulu@example.com' },
  },
  {
    name: 'Seven Hills Cabs',
    city: 'Tirupati',
    phone: '6300123455',
    trending: false,
    owner: { name: 'Chandrasekhar Reddy Bhumana', email: 'chandrasekhar.reddy@example.com' },
  },
  {
    name: 'Padmavathi Travels',
    city: 'Tirupati',
    phone: '9908012456',
    trending: false,
    owner: { name: 'Padmavathi Kuppam', email: 'padmavathi.k@example.com' },
  },
];

export type FuelType = 'Petrol' | 'Diesel' | 'CNG' | 'Electric' | 'Hybrid';

export interface CarModelSeed {
  name: string;
  /** File-name stem of its pictures. */
  slug: string;
  /** Its real shape: stored on the car row and drawn in its pictures. */
  bodyType: BodyType;
  seater: 4 | 6 | 7;
  /** Rupees per day, the discounted (new) price range. */
  price: readonly [number, number];
  variants: readonly { year: number; model: string; fuel: FuelType }[];
}

export const CAR_MODELS: Record<Category, readonly CarModelSeed[]> = {
  regular: [
    {
      name: 'Maruti Suzuki Swift Dzire',
      slug: 'swift-dzire',
      bodyType: 'sedan',
      seater: 4,
      price: [1800, 2300],
      variants: [
        { year: 2023, model: 'VXi', fuel: 'Petrol' },
        { year: 2022, model: 'ZXi', fuel: 'Petrol' },
        { year: 2024, model: 'VXi CNG', fuel: 'CNG' },
      ],
    },
    {
      name: 'Hyundai Aura',
      slug: 'hyundai-aura',
      bodyType: 'sedan',
      seater: 4,
      price: [1800, 2300],
      variants: [
        { year: 2023, model: 'S', fuel: 'Petrol' },
        { year: 2022, model: 'SX CNG', fuel: 'CNG' },
      ],
    },
    {
      name: 'Honda Amaze',
      slug: 'honda-amaze',
      bodyType: 'sedan',
      seater: 4,
      price: [2000, 2500],
      variants: [
        { year: 2023, model: 'VX', fuel: 'Petrol' },
        { year: 2021, model: 'S Diesel', fuel: 'Diesel' },
      ],
    },
    {
      name: 'Toyota Etios',
      slug: 'toyota-etios',
      bodyType: 'sedan',
      seater: 4,
      price: [1800, 2200],
      variants: [
        { year: 2019, model: 'GD', fuel: 'Diesel' },
        { year: 2020, model: 'VXD', fuel: 'Diesel' },
      ],
    },
    {
      name: 'Maruti Suzuki Ertiga',
      slug: 'maruti-ertiga',
      bodyType: 'muv',
      seater: 6,
      price: [2300, 2800],
      variants: [
        { year: 2023, model: 'VXi', fuel: 'Petrol' },
        { year: 2022, model: 'ZXi CNG', fuel: 'CNG' },
      ],
    },
    {
      name: 'Tata Tigor',
      slug: 'tata-tigor',
      bodyType: 'sedan',
      seater: 4,
      price: [1900, 2400],
      variants: [
        { year: 2023, model: 'XZ+', fuel: 'Petrol' },
        { year: 2024, model: 'EV XZ+', fuel: 'Electric' },
      ],
    },
  ],
  prime: [
    {
      name: 'Toyota Innova Crysta',
      slug: 'innova-crysta',
      bodyType: 'muv',
      seater: 7,
      price: [3500, 4500],
      variants: [
        { year: 2022, model: '2.4 GX', fuel: 'Diesel' },
        { year: 2023, model: '2.4 VX', fuel: 'Diesel' },
      ],
    },
    {
      name: 'Toyota Innova Hycross',
      slug: 'innova-hycross',
      bodyType: 'muv',
      seater: 7,
      price: [3800, 4500],
      variants: [
        { year: 2024, model: 'VX Hybrid', fuel: 'Hybrid' },
        { year: 2023, model: 'GX', fuel: 'Petrol' },
      ],
    },
    {
      name: 'Kia Carens',
      slug: 'kia-carens',
      bodyType: 'muv',
      seater: 6,
      price: [3000, 3700],
      variants: [
        { year: 2023, model: 'Prestige Plus', fuel: 'Diesel' },
        { year: 2024, model: 'Luxury', fuel: 'Petrol' },
      ],
    },
    {
      name: 'Mahindra XUV700',
      slug: 'mahindra-xuv700',
      bodyType: 'suv',
      seater: 6,
      price: [3500, 4300],
      variants: [
        { year: 2023, model: 'AX5 Diesel', fuel: 'Diesel' },
        { year: 2024, model: 'AX7', fuel: 'Petrol' },
      ],
    },
    {
      name: 'Hyundai Creta',
      slug: 'hyundai-creta',
      bodyType: 'suv',
      seater: 4,
      price: [3000, 3600],
      variants: [
        { year: 2023, model: 'SX', fuel: 'Petrol' },
        { year: 2024, model: 'SX(O) Diesel', fuel: 'Diesel' },
      ],
    },
    {
      name: 'Maruti Suzuki XL6',
      slug: 'maruti-xl6',
      bodyType: 'muv',
      seater: 6,
      price: [3000, 3500],
      variants: [
        { year: 2023, model: 'Alpha', fuel: 'Petrol' },
        { year: 2023, model: 'Zeta CNG', fuel: 'CNG' },
      ],
    },
    {
      name: 'Mahindra Scorpio-N',
      slug: 'scorpio-n',
      bodyType: 'suv',
      seater: 6,
      price: [3300, 4200],
      variants: [{ year: 2023, model: 'Z8 Diesel', fuel: 'Diesel' }],
    },
  ],
  luxury: [
    {
      name: 'Mercedes-Benz E-Class',
      slug: 'mercedes-e-class',
      bodyType: 'luxury_sedan',
      seater: 4,
      price: [11000, 13500],
      variants: [
        { year: 2022, model: 'E 220d', fuel: 'Diesel' },
        { year: 2023, model: 'E 200 Exclusive', fuel: 'Petrol' },
      ],
    },
    {
      name: 'BMW 5 Series',
      slug: 'bmw-5-series',
      bodyType: 'luxury_sedan',
      seater: 4,
      price: [11000, 13000],
      variants: [{ year: 2023, model: '520d Luxury Line', fuel: 'Diesel' }],
    },
    {
      name: 'Audi A6',
      slug: 'audi-a6',
      bodyType: 'luxury_sedan',
      seater: 4,
      price: [10000, 12500],
      variants: [{ year: 2023, model: '45 TFSI Technology', fuel: 'Petrol' }],
    },
    {
      name: 'Toyota Fortuner',
      slug: 'toyota-fortuner',
      bodyType: 'suv',
      seater: 6,
      price: [7000, 9000],
      variants: [
        { year: 2023, model: 'Legender 4x2', fuel: 'Diesel' },
        { year: 2022, model: '4x2 AT', fuel: 'Diesel' },
      ],
    },
    {
      name: 'Volvo XC90',
      slug: 'volvo-xc90',
      bodyType: 'suv',
      seater: 6,
      price: [13000, 15000],
      variants: [{ year: 2023, model: 'B6 Ultimate', fuel: 'Hybrid' }],
    },
    {
      name: 'Toyota Camry',
      slug: 'toyota-camry',
      bodyType: 'luxury_sedan',
      seater: 4,
      price: [8000, 9500],
      variants: [{ year: 2023, model: 'Hybrid', fuel: 'Hybrid' }],
    },
    {
      name: 'Kia Carnival',
      slug: 'kia-carnival',
      bodyType: 'muv',
      seater: 7,
      price: [7500, 9500],
      variants: [{ year: 2022, model: 'Limousine Plus', fuel: 'Diesel' }],
    },
    {
      name: 'Kia EV6',
      slug: 'kia-ev6',
      bodyType: 'suv',
      seater: 4,
      price: [9000, 11000],
      variants: [{ year: 2023, model: 'GT Line AWD', fuel: 'Electric' }],
    },
  ],
};

/** Body paint colours of the demo cars: white, silver, grey, black, red, blue, brown, green. */
export const CAR_COLOURS: readonly string[] = [
  '#f8fafc',
  '#a3a9b3',
  '#4b5563',
  '#111827',
  '#b91c1c',
  '#1e40af',
  '#7c2d12',
  '#065f46',
];

export const DRIVER_FIRST_NAMES: readonly string[] = [
  'Srinivasa Rao',
  'Venkatesh',
  'Ramesh Babu',
  'Naga Raju',
  'Suresh',
  'Prasad',
  'Anjaneyulu',
  'Koteswara Rao',
  'Ravi Kumar',
  'Satyanarayana',
  'Mahesh',
  'Chandra Sekhar',
  'Nagendra',
  'Sai Kumar',
  'Raju',
  'Murali Krishna',
  'Shaik Basha',
  'Md. Rafi',
  'Yesu Babu',
  'Srinu',
  'Bhaskar',
  'Narasimha',
  'Kishore',
  'Pavan Kumar',
  'Ashok',
  'Madhu',
  'Rambabu',
  'Veeranjaneyulu',
  'Hari Krishna',
  'Lakshmi Prasanna',
  'Gopal',
  'Sudhakar',
];

export const DRIVER_SURNAMES: readonly string[] = [
  'Kommu',
  'Gudivada',
  'Pilli',
  'Bandaru',
  'Kolli',
  'Thota',
  'Yadavalli',
  'Maddala',
  'Nalluri',
  'Pothula',
  'Sirigiri',
  'Chennupati',
  'Mekala',
  'Boddu',
  'Kanchi',
  'Akula',
  'Gandham',
  'Dasari',
  'Karumuri',
  'Polisetti',
];

export interface PersonSeed {
  name: string;
  email: string;
  mobile: string;
  city: City;
}

/** Customers who wrote the demo feedback and likes. */
export const CUSTOMERS: readonly PersonSeed[] = [
  {
    name: 'Ravi Teja Kondapalli',
    email: 'ravi.teja@example.com',
    mobile: '9876501234',
    city: 'Vijayawada',
  },
  {
    name: 'Sai Pranathi Reddy',
    email: 'sai.pranathi@example.com',
    mobile: '9703412345',
    city: 'Hyderabad',
  },
  {
    name: 'Harsha Vardhan Gupta',
    email: 'harsha.vardhan@example.com',
    mobile: '9391223344',
    city: 'Guntur',
  },
  {
    name: 'Keerthi Chowdary',
    email: 'keerthi.chowdary@example.com',
    mobile: '8125567890',
    city: 'Vijayawada',
  },
  {
    name: 'Mohammed Irfan',
    email: 'mohammed.irfan@example.com',
    mobile: '9246123789',
    city: 'Hyderabad',
  },
  { name: 'Anusha Gadde', email: 'anusha.gadde@example.com', mobile: '9652348765', city: 'Guntur' },
  {
    name: 'Praveen Kumar Yadav',
    email: 'praveen.yadav@example.com',
    mobile: '7893456120',
    city: 'Hyderabad',
  },
  {
    name: 'Divya Sree Nallapati',
    email: 'divya.sree@example.com',
    mobile: '9010876543',
    city: 'Visakhapatnam',
  },
  {
    name: 'Karthik Varma Alluri',
    email: 'karthik.varma@example.com',
    mobile: '8978123456',
    city: 'Visakhapatnam',
  },
  {
    name: 'Sneha Latha Bandi',
    email: 'sneha.latha@example.com',
    mobile: '9603345612',
    city: 'Tirupati',
  },
  { name: 'Rahul Jain', email: 'rahul.jain@example.com', mobile: '9121987654', city: 'Hyderabad' },
  {
    name: 'Farhana Begum',
    email: 'farhana.begum@example.com',
    mobile: '7331245678',
    city: 'Vijayawada',
  },
  {
    name: 'Venkatesh Naidu',
    email: 'venkatesh.naidu@example.com',
    mobile: '9885012678',
    city: 'Tirupati',
  },
  {
    name: 'Swathi Kommineni',
    email: 'swathi.kommineni@example.com',
    mobile: '6301789456',
    city: 'Guntur',
  },
];

export const DEMO_USER = {
  name: 'Kiran Kumar',
  email: 'demo@saarthi.in',
  password: 'Saarthi@123',
  mobile: '9849012345',
  dateOfBirth: '1994-08-15',
  address: 'Flat 302, Sai Residency, Near Benz Circle',
  city: 'Vijayawada',
  state: 'Andhra Pradesh',
  pincode: '520010',
  /** Eleven digits; the Verhoeff check digit is appended when seeding. */
  aadhaarBody: '48731956204',
  pan: 'BQKPK4821L',
  drivingLicence: 'AP16 20130045678',
} as const;

/** Feedback texts by rating; `{city}` is replaced with the car's city. */
export const FEEDBACK_COMMENTS: Record<2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Driver reached 10 minutes before pickup time. Car was neat and the AC was chilling. Highly recommended!',
    'Best cab service in {city}. Booked for my parents and the driver was very caring with them.',
    'Very professional driver, drove safely on the highway and never crossed 90. Felt very safe with kids.',
    'Took the car for a family function, everyone was happy. Car was spotless and driver was in uniform.',
    'Excellent experience. Driver knew all the shortcuts in {city} and we reached the station well in time.',
    'Smooth ride, clean seat covers and water bottles kept for us. Worth every rupee.',
    'Booked for a temple trip with elders. Driver waited patiently during darshan without any complaint.',
    'Good value for money compared to app cabs. No surge, no cancellation drama. Will book again.',
    'Driver garu was very polite and helped with the luggage. Car was in top condition.',
    'Used it for a full day of office meetings around {city}. On time at every stop. Superb service.',
    'Airport pickup at 3 am and the driver was already waiting with a name board. Very reliable.',
    'Wedding car was decorated nicely and arrived on time for the muhurtham. Thank you team!',
  ],
  4: [
    'Good car and a decent driver. Pickup was 15 minutes late but he informed us in advance.',
    'Overall nice experience. Car was clean, only the music system was not working.',
    'Driver was experienced and drove carefully. Price was fair for a full day in {city}.',
    'Comfortable ride for 6 people with luggage. Would have given 5 stars if the AC was a bit stronger.',
    'Nice service, driver knew Telugu, Hindi and English so it was easy for our guests from Delhi.',
    'Reached on time and the car was well maintained. Toll and parking were extra as told.',
    'Good experience for an outstation trip. Driver took proper breaks and never rushed.',
    'Car was slightly old model but very well kept. Driver was friendly and honest with the km reading.',
    'Decent service in {city}. Booking and contact was easy, will try the prime category next time.',
    'Polite driver and smooth drive. Small delay at pickup because of traffic near the flyover.',
  ],
  3: [
    'Average experience. Car was fine but the driver was on the phone a lot while driving.',
    'Pickup was 30 minutes late. Trip itself was okay and the car was clean.',
    'Car was okay, but there was some confusion about the extra hours charge at the end.',
    'Driver was good but the car had a small rattling sound from the back door.',
    'Okay for short trips in {city}. For long trips I would prefer a newer car.',
    'AC cooling was weak in the afternoon. Driver was cooperative though.',
  ],
  2: [
    'Driver did not know the route and depended fully on maps. Lost almost an hour.',
    'Car was not cleaned properly and there was a smell inside. Expected better for this price.',
    'Pickup was more than an hour late and the driver did not answer calls. Not happy.',
    'Asked for extra money for night driving which was not discussed earlier.',
  ],
};

export const FAQS: readonly { question: string; answer: string }[] = [
  {
    question: 'Do all cars on Saarthi come with a driver?',
    answer:
      'Yes. Every car listed on Saarthi comes with a professional driver provided by the travel company.\n' +
      'We do not offer self-drive rentals, so you never need to worry about routes, parking or paperwork.\n' +
      "The driver's name, age and licence number are shown on each car page.",
  },
  {
    question: 'How is the price of my trip calculated?',
    answer:
      'Every car has its own rate card, shown on its page, and the quote is worked out from it line by line before you book.\n' +
      'Distance: the first 150 km at the lower per-km rate, every km beyond 150 at the higher one (by default Regular ₹5 and ₹8, Prime ₹12 and ₹16, Luxury ₹20 and ₹40).\n' +
      'Time (local rentals): the base fare covers the first 24 hours (by default ₹2,000, ₹2,700 or ₹6,000); every started hour beyond that costs ₹100, ₹200 or ₹1,000.\n' +
      "Driver allowance: the travel company's daily allowance (usually ₹300) for every day the trip touches.\n" +
      "Night charge: the company's charge (usually ₹250) for every night between 10 pm and 6 am the trip overlaps.\n" +
      'GST: 5 % on the whole fare. Tolls, parking and state permits are paid at actuals.\n' +
      'Choose your trip on any car page to see the live quote.',
  },
  {
    question: 'How does booking work?',
    answer:
      'Choose the trip type (local rental, outstation or airport), your dates and the distance on the car page, check the quote and press Book this car.\n' +
      'Your booking is a request: the travel company accepts it and assigns a driver, or declines it. It answers within 12 hours, and at the latest an hour before pickup; a request nobody answers expires and costs you nothing.\n' +
      "Once the company accepts, the booking is confirmed and you see the driver's name under My Trips, with e-mails at every step.\n" +
      'The price you saw is kept: later rate changes never reach a booking already made.',
  },
  {
    question: 'What is the difference between Regular, Prime and Luxury cars?',
    answer:
      'Regular: comfortable sedans and compact MPVs such as Swift Dzire, Hyundai Aura, Honda Amaze and Ertiga. Best for city rides and small families.\n' +
      'Prime: spacious SUVs and MPVs such as Innova Crysta, Innova Hycross, Kia Carens and XUV700. Best for family trips and outstation travel.\n' +
      'Luxury: premium cars such as Mercedes-Benz E-Class, BMW 5 Series, Audi A6, Fortuner and Volvo XC90. Best for weddings, VIP guests and corporate travel.',
  },
  {
    question: 'How do I contact a travel company?',
    answer:
      'Open the car you like and press Contact Information.\n' +
      'You need to be logged in; the contact number is shown right there and your enquiry is saved under My Queries.\n' +
      'You can also call the Saarthi help desk from the Help Desk button on every page.',
  },
  {
    question: 'Can I cancel a booking? What does it cost?',
    answer:
      'Yes, from My Trips. A request the company has not yet accepted is free to cancel.\n' +
      'A confirmed trip is free to cancel more than 24 hours before pickup; 25 % of the fare (before GST) from 24 to 6 hours before; 50 % within 6 hours of pickup.\n' +
      'If the company or Saarthi cancels, you pay nothing. If you do not turn up, the full fare is due.\n' +
      'Your trip page always shows what cancelling would cost at that moment, before you confirm.',
  },
  {
    question: 'Is there an age limit to use Saarthi?',
    answer:
      'Yes. Saarthi is for adults only: you must be 18 years or older to create an account and book a ride.\n' +
      'Children and minors can of course travel with a parent or guardian who makes the booking.',
  },
  {
    question: 'Will Saarthi ever ask for my OTP or bank details?',
    answer:
      'Never. Saarthi and its partner travel companies will never ask for an OTP, PIN, CVV or UPI PIN by phone, SMS or WhatsApp.\n' +
      'If someone asks for one claiming to be from Saarthi, do not share it.\n' +
      'Report such calls to us from the Contact page so that we can warn other customers.',
  },
  {
    question: 'Which cities do you operate in?',
    answer:
      'We currently operate in Vijayawada, Guntur, Visakhapatnam and Tirupati in Andhra Pradesh, and in Hyderabad in Telangana.\n' +
      'Choose your city on the home page to see the cars available there.\n' +
      'More cities are coming soon.',
  },
  {
    question: 'What do the Verified and Trending badges mean?',
    answer:
      "Verified: our team has checked the travel company's registration, vehicle RC, permits and insurance, and the driving licences of its drivers.\n" +
      'Trending: customers have been booking this travel company a lot in recent weeks.\n' +
      'Both badges are reviewed regularly and can be removed if standards drop.',
  },
  {
    question: 'Can I book a car for an outstation trip?',
    answer:
      'Yes. Choose Outstation on the car page: you pay the distance for the round trip, at least the minimum km a day the travel company sets (usually 250 km), plus the driver allowance for each day and the night charge for each night, with 5 % GST.\n' +
      'Tolls, parking and interstate permits are paid at actuals during the trip.\n' +
      'Airport transfers have a fixed fare by category (Regular ₹1,200, Prime ₹1,800, Luxury ₹4,500) covering 40 km.',
  },
  {
    question: 'How do I pay for my trip?',
    answer:
      'You pay the travel company directly by UPI, card or cash, as agreed with them.\n' +
      'Saarthi does not collect any advance or booking fee at the moment.\n' +
      'Always ask the driver or vendor for a receipt at the end of the trip.',
  },
  {
    question: 'Can I leave a review for a car and driver?',
    answer:
      'Yes. Log in, open the car and add your rating and comment at the bottom of the page.\n' +
      "Your rating is added to the travel company's overall rating, which helps other travellers choose and rewards good drivers.",
  },
];

export const BLOGS: readonly {
  title: string;
  description: string;
  hasImage: boolean;
  shares: number;
}[] = [
  {
    title: '10 Things to Know Before Your Tirumala Trip by Car',
    description:
      "A trip to Tirumala is on every family's list, and going by car with a local driver makes it far easier, especially with elders and children. Start early: the Alipiri ghat road is busiest between 8 am and noon, and vehicle checking at the toll gate takes time.\n\n" +
      'Book your darshan tickets on the official TTD website well in advance and carry the printout along with the ID proof you used. Your driver will know the parking areas near the queue complex, which saves a lot of walking.\n\n' +
      'Keep some time for Tiruchanur Padmavathi Ammavari temple and Srikalahasti on the way back. A prime car such as an Innova Crysta is ideal for a family of six with luggage.',
    hasImage: true,
    shares: 42,
  },
  {
    title: 'Araku Valley in Monsoon: A Road Trip Guide from Vizag',
    description:
      'The 115 km drive from Visakhapatnam to Araku Valley is one of the most beautiful in South India, with over 50 hairpin bends, coffee plantations and waterfalls that come alive between July and October.\n\n' +
      'Stop at Tyda for a short walk, visit the Borra Caves on the way, and try bamboo chicken at the dhabas near Araku. The Galikonda view point is best just before sunset.\n\n' +
      'Roads can be slippery in the rains, so an experienced ghat driver matters more than the car. Most Vizag travel companies on Saarthi have drivers who do this route every week.',
    hasImage: true,
    shares: 31,
  },
  {
    title: 'Why a Chauffeur-Driven Car Makes Sense in Hyderabad',
    description:
      'Between the Hitech City rush hour, metro construction and one-way streets around Abids and Koti, driving yourself in Hyderabad can be stressful. A professional driver turns that time into time you can use.\n\n' +
      'For business travellers, a full-day rental with a driver is often cheaper than several app cabs, with no surge pricing and no cancellations between meetings in Madhapur, Gachibowli and Banjara Hills.\n\n' +
      'For families, the driver handles parking at busy places like Charminar, Golconda and Ramoji Film City while you enjoy the day.',
    hasImage: true,
    shares: 18,
  },
  {
    title: 'How Per-Km Pricing Works and How to Estimate Your Fare',
    description:
      'Every Saarthi estimate has two parts. The distance charge covers the first 150 km at a lower per-km rate and anything beyond at a higher rate. The time charge is a base price for the first 24 hours plus a fixed amount for every extra hour.\n\n' +
      'For example, a regular car for 200 km over 26 hours costs 150 × ₹5 + 50 × ₹8 for distance, plus ₹2,000 base and 2 × ₹100 for the extra hours: ₹3,350 in total.\n\n' +
      'Tolls, parking and state permit charges are not part of the estimate. Use the Estimated Price button on any car page to plan your trip.',
    hasImage: true,
    shares: 27,
  },
  {
    title: 'Weekend Getaways from Vijayawada Under 200 km',
    description:
      'Vijayawada is perfectly placed for short trips. Kondapalli Fort and its famous wooden toys are only 20 km away, and Amaravati with its Buddhist stupa and museum is an easy half-day drive.\n\n' +
      'Head to Suryalanka beach near Bapatla for a sunrise by the sea, or to Hamsaladeevi where the Krishna meets the Bay of Bengal. For pilgrims, Mangalagiri and the Undavalli caves make a good combined trip.\n\n' +
      'A regular sedan with a driver for a full day costs less than you might think, and you can start as early as you like.',
    hasImage: true,
    shares: 12,
  },
  {
    title: 'Travelling with Elders: Tips for Temple Tours in Andhra Pradesh',
    description:
      'Temple tours often mean long queues, early starts and lots of walking. Plan fewer temples per day and keep rest breaks between darshans.\n\n' +
      'Choose a car with easy entry such as an MPV, and tell the travel company in advance if anyone needs a wheelchair or help with steps. Carry medicines, water and light snacks.\n\n' +
      'Drivers who regularly visit Srisailam, Tirumala and Annavaram know the senior citizen queues and drop points, so ask your driver for advice.',
    hasImage: false,
    shares: 9,
  },
  {
    title: 'Staying Safe: Saarthi Will Never Ask for Your OTP',
    description:
      'Fraudsters sometimes call customers pretending to be from a travel platform and ask for an OTP to "confirm" or "refund" a booking. Saarthi will never do this.\n\n' +
      'We never ask for OTPs, card numbers, CVVs or UPI PINs by phone, SMS or WhatsApp. Payment for a trip is settled directly with the travel company.\n\n' +
      'If you receive such a call, hang up and report it to us from the Contact page. Sharing the number helps us warn others.',
    hasImage: true,
    shares: 54,
  },
];

export const HOME_STRIP: Record<
  'featured' | 'offer' | 'reason',
  readonly { title: string; subtitle: string }[]
> = {
  featured: [
    {
      title: 'Innova Crysta for family trips',
      subtitle: 'Seven seats, big boot, experienced drivers',
    },
    {
      title: 'Luxury sedans for weddings',
      subtitle: 'E-Class, 5 Series and A6 with decorated entry',
    },
    {
      title: 'Tirumala darshan made easy',
      subtitle: 'Drivers who know every queue and parking spot',
    },
    { title: 'Araku Valley weekend drives', subtitle: 'Ghat-road experts from Visakhapatnam' },
    { title: 'Corporate rentals in Hyderabad', subtitle: 'Full-day cars for Hitech City meetings' },
  ],
  offer: [
    {
      title: 'Flat 10% off on Tirupati weekend trips',
      subtitle: 'On prime cars booked Friday to Sunday',
    },
    { title: '₹300 off your first Saarthi ride', subtitle: 'For new customers in all five cities' },
    {
      title: 'Wedding season: luxury cars from ₹7,999/day',
      subtitle: 'Fortuner, Carnival and more',
    },
    {
      title: 'Monsoon special: Araku drives at ₹2,499',
      subtitle: 'Regular sedans from Visakhapatnam',
    },
    { title: 'Free 1-hour waiting on airport pickups', subtitle: 'Hyderabad and Vizag airports' },
  ],
  reason: [
    { title: 'Verified professional drivers', subtitle: 'Licences and backgrounds checked' },
    { title: 'Transparent per-km pricing', subtitle: 'No surge, no hidden charges' },
    { title: '24×7 help desk support', subtitle: 'One call away, day or night' },
    { title: 'Clean, well-kept cars', subtitle: 'Regularly serviced and sanitised' },
    { title: 'Local drivers who know every route', subtitle: 'From Charminar to Tirumala' },
  ],
};

export const SITE_REVIEWS: readonly {
  userName: string;
  comment: string;
  websiteRating: number;
  verified: boolean;
}[] = [
  {
    userName: 'Lakshmi Narayana',
    comment:
      'Booked an Innova for our Srisailam trip in two minutes. The price estimate was almost exactly what we paid.',
    websiteRating: 5,
    verified: true,
  },
  {
    userName: 'Priya Sharma',
    comment:
      'Very easy to compare cars in Hyderabad. Loved that every car shows the driver details.',
    websiteRating: 5,
    verified: true,
  },
  {
    userName: 'Suresh Babu',
    comment: 'Good site, but I wish there were more luxury options in Guntur.',
    websiteRating: 4,
    verified: true,
  },
  {
    userName: 'Ayesha Siddiqua',
    comment: 'The FAQ about OTP fraud is very useful. Shared it with my parents.',
    websiteRating: 4,
    verified: false,
  },
  {
    userName: 'Vamsi Krishna',
    comment:
      'Found a reliable Tirupati travels company for our darshan trip. Driver was excellent.',
    websiteRating: 5,
    verified: true,
  },
  {
    userName: 'Manoj Patnaik',
    comment: 'Website is simple to use on mobile. Contact reveal needs login, which is fair.',
    websiteRating: 4,
    verified: false,
  },
  {
    userName: 'Bhavani Shankar',
    comment: 'Decent options in Vizag. Page was a bit slow on my 4G connection.',
    websiteRating: 3,
    verified: false,
  },
  {
    userName: 'Ramya Krishna',
    comment:
      'Booked a decorated car for my sister’s wedding in Vijayawada. Everything went smoothly!',
    websiteRating: 5,
    verified: true,
  },
];

export const CAR_OFFERS: readonly { title: string; description: string }[] = [
  {
    title: 'Flat ₹300 off on your first ride',
    description:
      'New to Saarthi? Type code FIRST300 in the booking form and get ₹300 off your first trip, paid by Saarthi.',
  },
  {
    title: 'Tirupati weekend special',
    description:
      'Prime cars from Tirupati at 10% off for Friday to Sunday trips, including Tirumala and Tiruchanur.',
  },
  {
    title: 'Hyderabad airport drop at ₹1,199',
    description:
      'Sedan drop from anywhere inside the ORR to Rajiv Gandhi International Airport. Tolls included.',
  },
  {
    title: 'Vizag airport pickup with free waiting',
    description:
      'Up to 60 minutes of free waiting on flight delays for pickups from Visakhapatnam airport.',
  },
  {
    title: 'Monsoon Araku drive at ₹2,499',
    description:
      'A regular sedan with an experienced ghat driver for a full day from Visakhapatnam to Araku and back.',
  },
  {
    title: 'Wedding luxury package',
    description:
      'Decorated Mercedes-Benz or BMW for the baraat and reception, with a driver in formal uniform.',
  },
  {
    title: 'Senior citizen discount',
    description:
      '5% off for travellers above 60 on temple tours in Andhra Pradesh. Show an ID at pickup.',
  },
  {
    title: 'Monthly corporate rental',
    description:
      'Dedicated car and driver for 26 working days a month at a fixed price. Ideal for Hitech City offices.',
  },
  {
    title: 'Sankranti hometown trips',
    description:
      'Book early for the Sankranti rush from Hyderabad to Vijayawada, Guntur and Godavari districts.',
  },
  {
    title: 'Early bird booking bonus',
    description: 'Book at least 7 days ahead and get a free extra hour on any 24-hour rental.',
  },
  {
    title: 'Srisailam darshan package',
    description:
      'Two-day Innova trip from Hyderabad with night halt allowance for the driver included.',
  },
  {
    title: 'Student group trips',
    description:
      'Tempo travellers and MPVs for college excursions at special group rates in Guntur and Vijayawada.',
  },
  {
    title: 'Free child seat on request',
    description:
      'Travelling with a toddler? Ask for a child seat at no extra cost on prime and luxury cars.',
  },
  {
    title: 'Night ride safety promise',
    description:
      'Women travelling after 9 pm get verified senior drivers and live trip sharing on request.',
  },
  {
    title: 'Amaravati heritage day out',
    description:
      'Full-day sedan from Vijayawada covering Amaravati stupa, museum and Undavalli caves.',
  },
  {
    title: 'Electric car rides at regular prices',
    description:
      'Try the Tata Tigor EV and Kia EV6 on city rides. Quiet, clean and no fuel surcharge.',
  },
  {
    title: 'Outstation round trip savings',
    description: 'Save up to 15% on round trips above 300 km compared to two one-way bookings.',
  },
  {
    title: 'Festive Dasara offer',
    description:
      'Special Kanaka Durga temple drop and pickup packages during Dasara in Vijayawada.',
  },
  {
    title: 'Refer a friend, both save ₹200',
    description:
      'Share Saarthi with a friend; you both get ₹200 off your next rental with a partner company.',
  },
  {
    title: 'Hospital visit rides',
    description:
      'Comfortable cars with patient drivers for hospital visits, with waiting time at half rate.',
  },
  {
    title: 'Papikondalu boat trip transfer',
    description:
      'Car from Vijayawada or Rajahmundry to the Papikondalu boarding point and back the same day.',
  },
  {
    title: 'Long weekend Horsley Hills escape',
    description:
      'Two days of car and driver from Tirupati to Horsley Hills with hill-road experts.',
  },
];

export const VEHICLE_TYPES: readonly { type: string; capacity: string }[] = [
  { type: 'Tata Ace Gold', capacity: '750 kg' },
  { type: 'Mahindra Bolero Pickup', capacity: '1.5 tonnes' },
  { type: 'Ashok Leyland Dost+', capacity: '1.5 tonnes' },
  { type: 'Tata Intra V30', capacity: '1.3 tonnes' },
  { type: 'Mahindra Supro Maxi Truck', capacity: '1 tonne' },
  { type: 'Maruti Suzuki Super Carry', capacity: '740 kg' },
  { type: 'Eicher Pro 2049', capacity: '2.5 tonnes' },
  { type: 'Tata 407 Gold', capacity: '2.5 tonnes' },
];

export const VAN_OWNERS: readonly string[] = [
  'Shaik Mastan Vali',
  'Kotla Nageswara Rao',
  'Gorantla Ramu',
  'Md. Yousuf',
  'Bolla Srinivas',
  'Palli Appa Rao',
  'Dasari Prakash',
  'Chinta Venkanna',
  'Syed Khaleel',
  'Jangam Raju',
  'Kandula Suribabu',
  'Nakka Yesu',
  'Perumalla Ganesh',
  'Vadde Ramesh',
  'Tadi Satish',
  'Ganta Pothuraju',
  'Uppu Ravi',
  'Mudunuri Kiran',
  'Rayapudi Kumar',
  'Bathula Chiranjeevi',
  'Karri Demudu',
  'Enugula Mallesh',
];

export const CAR_WASH_NAMES: readonly string[] = [
  'Sparkle Car Spa',
  'Krishna Auto Wash',
  'AquaShine Car Care',
  'Foam Factory Car Wash',
  'Speedy Steam Wash',
  'Godavari Car Wash',
  'The Detailing Hub',
  'ProShine Auto Spa',
  'Clean Wheels',
  'Sai Car Wash & Detailing',
  'Green Steam Car Wash',
  'Royal Auto Spa',
  'Bubbles & Buffs',
  'Crystal Car Care',
  'Glossy Garage',
  'Wash N Go',
  'Mirror Finish Car Spa',
  'Star Car Wash',
  'EcoDrop Waterless Wash',
  'Blue Drop Car Wash',
  'Sri Sai Ram Car Wash',
  'Supreme Car Detailing',
];

export const MECHANIC_NAMES: readonly string[] = [
  'Shaik Abdul Rahim',
  'Pothuraju Venkatesh',
  'Gandham Srinu',
  'Md. Khaja Moinuddin',
  'Boddu Nagaraju',
  'Kolli Ramesh',
  'Thota Suresh Babu',
  'Yerra Anil Kumar',
  'Sk. Jani Basha',
  'Mandala Venkata Rao',
  'Kuppili Srinivas',
  'Gollapalli Yesu',
  'Bandi Ravi Teja',
  'Chilukuri Prasad',
  'Mohd. Sajid',
  'Polamarasetti Raju',
  'Battula Koteswara Rao',
  'Mylapalli Durga Rao',
  'Avula Mahesh',
  'Sunkara Satyam',
  'Pendem Naresh',
  'Kurapati Sudheer',
];

export const DRIVING_SCHOOLS: readonly { name: string; owner: string }[] = [
  { name: 'Sri Sai Driving School', owner: 'Sai Babu Kanumuri' },
  { name: 'Maruthi Motor Driving School', owner: 'Anjaneya Prasad' },
  { name: 'Bharat Driving School', owner: 'Md. Ghouse' },
  { name: 'Lakshmi Ganapathi Driving School', owner: 'Ganapathi Rao Ch.' },
  { name: 'Vijaya Motor Training School', owner: 'Vijaya Lakshmi Dhulipalla' },
  { name: 'Safe Drive Academy', owner: 'Ramakrishna Yarlagadda' },
  { name: 'Sri Venkateswara Driving School', owner: 'Venkata Reddy Chintala' },
  { name: 'Jyothi Driving School', owner: 'Jyothi Rani Madala' },
  { name: 'Star Motor Driving School', owner: 'Syed Imran' },
  { name: 'New India Driving School', owner: 'Prakash Rao Nimmagadda' },
  { name: 'Deccan Motor Training Institute', owner: 'Abdul Sattar' },
  { name: 'Sri Rama Driving School', owner: 'Ramaiah Kotha' },
  { name: 'Apollo Driving School', owner: 'Harinath Pulluri' },
  { name: 'Green Signal Driving School', owner: 'Naresh Goud' },
  { name: 'Annapurna Driving School', owner: 'Annapurna Devi' },
  { name: 'Coastal Driving School', owner: 'Appa Rao Silla' },
  { name: 'Royal Motor Driving School', owner: 'Kishore Varma' },
  { name: 'Sri Krishna Driving School', owner: 'Krishna Murthy Ravuri' },
  { name: 'Swathi Ladies Driving School', owner: 'Swathi Reddy' },
  { name: 'Highway Driving School', owner: 'Chandra Mouli Posani' },
  { name: 'Sree Kanaka Durga Driving School', owner: 'Durga Rao Velagapudi' },
  { name: 'Srinivasa Motor Training School', owner: 'Srinivasulu Naidu' },
];

export interface TourSeed {
  title: string;
  destination: string;
  price: number;
  description: string;
  includes: readonly string[];
  excludes: readonly string[];
  /** One description per day, in order. */
  days: readonly string[];
}

const CAR_AND_FUEL = 'AC car with professional driver';
const TOLLS = 'Fuel, tolls and parking';
const BATA = "Driver's allowance";
const HOTEL = 'Hotel stay (twin sharing)';
const BREAKFAST = 'Breakfast';
const MEALS = 'Lunch and dinner';
const PERSONAL = 'Personal expenses';
const ENTRY = 'Entry and camera tickets';
const DARSHAN = 'Darshan tickets';

export const TOURS: readonly TourSeed[] = [
  {
    title: 'Araku Valley & Borra Caves Getaway',
    destination: 'Araku Valley',
    price: 6499,
    description:
      'Hairpin bends, coffee plantations and the million-year-old Borra Caves on a relaxed two-day trip from Visakhapatnam.',
    includes: [CAR_AND_FUEL, TOLLS, BATA, HOTEL, BREAKFAST],
    excludes: [ENTRY, MEALS, PERSONAL],
    days: [
      'Pickup in Visakhapatnam at 7 am. Drive through the Eastern Ghats with stops at Tyda and the Borra Caves. Evening at Araku tribal museum.',
      'Visit the coffee museum and Padmapuram gardens, enjoy the Galikonda view point and drive back to Visakhapatnam by evening.',
    ],
  },
  {
    title: 'Tirumala Srivari Darshan Package',
    destination: 'Tirumala',
    price: 3999,
    description:
      'A hassle-free darshan trip with pickup from Tirupati station or airport and a driver who knows every queue complex.',
    includes: [CAR_AND_FUEL, TOLLS, BATA],
    excludes: [DARSHAN, 'Accommodation', MEALS, PERSONAL],
    days: [
      'Pickup from Tirupati railway station or Renigunta airport. Drive up the ghat road to Tirumala for darshan, visit Akasaganga and Papavinasanam, and return to Tirupati.',
    ],
  },
  {
    title: 'Srisailam Jyotirlinga Yatra',
    destination: 'Srisailam',
    price: 7499,
    description:
      'Darshan of Sri Bhramaramba Mallikarjuna Swamy, one of the twelve Jyotirlingas, through the Nallamala forest.',
    includes: [CAR_AND_FUEL, TOLLS, BATA, HOTEL],
    excludes: [DARSHAN, MEALS, 'Ropeway tickets', PERSONAL],
    days: [
      'Early morning departure from Hyderabad, breakfast at Achampet, drive through the Nallamala forest. Evening darshan and stay at Srisailam.',
      'Visit Pathala Ganga by ropeway and the Srisailam dam view point, then drive back to Hyderabad by night.',
    ],
  },
  {
    title: 'Papikondalu Godavari Boat Cruise',
    destination: 'Papikondalu',
    price: 5999,
    description:
      'A day cruise on the Godavari between the Papi Hills, with car transfers from Vijayawada and a night in Rajahmundry.',
    includes: [CAR_AND_FUEL, TOLLS, BATA, HOTEL, 'Boat ride with lunch'],
    excludes: [MEALS, PERSONAL],
    days: [
      'Drive from Vijayawada to Rajahmundry, evening at the Godavari bridges and Pushkar Ghat. Night stay in Rajahmundry.',
      'Early drive to the boarding point at Gandi Pochamma, full-day cruise to Papikondalu and Perantalapalli, and drive back to Vijayawada.',
    ],
  },
  {
    title: 'Horsley Hills Weekend Retreat',
    destination: 'Horsley Hills',
    price: 5499,
    description:
      "Andhra's cool hill station, 1,265 m above sea level, with eucalyptus groves and sunset views, from Tirupati.",
    includes: [CAR_AND_FUEL, TOLLS, BATA, HOTEL, BREAKFAST],
    excludes: [MEALS, ENTRY, PERSONAL],
    days: [
      'Drive from Tirupati via Madanapalle to Horsley Hills. Visit the environmental park and Gangotri lake, and watch the sunset from Gali Bandalu.',
      'Morning nature walk and the old Kalyani tree, visit the Rishi Valley school area and return to Tirupati.',
    ],
  },
  {
    title: 'Lambasingi Winter Escape',
    destination: 'Lambasingi',
    price: 4999,
    description:
      'The "Kashmir of Andhra Pradesh", where winter mornings can touch freezing point, with strawberry farms and misty valleys.',
    includes: [CAR_AND_FUEL, TOLLS, BATA, 'Homestay with breakfast'],
    excludes: [MEALS, PERSONAL],
    days: [
      'Drive from Visakhapatnam through Narsipatnam and the ghat road to Lambasingi. Visit strawberry farms and Thajangi reservoir.',
      'Sunrise over the mist at Lambasingi view point, coffee plantation walk and drive back to Visakhapatnam.',
    ],
  },
  {
    title: 'Hyderabad Heritage Trail',
    destination: 'Hyderabad',
    price: 4499,
    description:
      'Two days of Qutb Shahi and Nizami heritage: Charminar, Golconda, the Qutb Shahi tombs, Chowmahalla Palace and Salar Jung Museum.',
    includes: [CAR_AND_FUEL, TOLLS, BATA],
    excludes: [ENTRY, 'Accommodation', MEALS, PERSONAL],
    days: [
      'Charminar, Laad Bazaar and Mecca Masjid in the morning, Chowmahalla Palace and Salar Jung Museum after lunch.',
      'Golconda Fort in the morning, Qutb Shahi tombs, Tank Bund and the evening light and sound show at Golconda.',
    ],
  },
  {
    title: 'Amaravati Buddhist Heritage Tour',
    destination: 'Amaravati',
    price: 2499,
    description:
      'A day with the Great Stupa, the archaeological museum and the Amareswara temple on the banks of the Krishna.',
    includes: [CAR_AND_FUEL, TOLLS, BATA],
    excludes: [ENTRY, MEALS, PERSONAL],
    days: [
      'Pickup in Vijayawada or Guntur. Visit the Amaravati Mahachaitya, the ASI museum, Dhyana Buddha statue and Amareswara Swamy temple, and return by evening.',
    ],
  },
  {
    title: 'Vijayawada Temple & Caves Circuit',
    destination: 'Vijayawada',
    price: 2199,
    description:
      'Kanaka Durga temple on Indrakeeladri, the rock-cut Undavalli caves and Panakala Narasimha Swamy at Mangalagiri in one day.',
    includes: [CAR_AND_FUEL, TOLLS, BATA],
    excludes: [DARSHAN, ENTRY, MEALS, PERSONAL],
    days: [
      'Morning darshan at Kanaka Durga temple, then the Undavalli caves and Mangalagiri temple, with sunset at Bhavani Island or Prakasam Barrage.',
    ],
  },
  {
    title: 'Tirupati, Srikalahasti & Kanipakam Temple Tour',
    destination: 'Tirupati',
    price: 6999,
    description:
      'The three great temples around Tirupati with comfortable pacing for families and elders.',
    includes: [CAR_AND_FUEL, TOLLS, BATA, HOTEL],
    excludes: [DARSHAN, MEALS, PERSONAL],
    days: [
      'Pickup in Tirupati, darshan at Tiruchanur Padmavathi Ammavari temple and Srikalahasti temple. Night stay in Tirupati.',
      'Drive to Kanipakam Varasiddhi Vinayaka temple, visit Govindaraja Swamy temple in Tirupati and drop at the station.',
    ],
  },
  {
    title: 'Vizag City & Beaches',
    destination: 'Visakhapatnam',
    price: 3999,
    description:
      'RK Beach, the INS Kursura submarine museum, Kailasagiri, Rushikonda and Yarada beach with a local driver.',
    includes: [CAR_AND_FUEL, TOLLS, BATA],
    excludes: [ENTRY, 'Accommodation', MEALS, PERSONAL],
    days: [
      'Submarine museum and RK Beach in the morning, Kailasagiri ropeway and Tenneti Park in the evening.',
      'Simhachalam temple darshan, Yarada beach and Dolphin Nose view point, then Rushikonda beach at sunset.',
    ],
  },
  {
    title: 'Gandikota Grand Canyon Camping',
    destination: 'Gandikota',
    price: 7999,
    description:
      "India's Grand Canyon on the Pennar river, with a fort, temples and a night under the stars.",
    includes: [CAR_AND_FUEL, TOLLS, BATA, 'Tent stay with dinner and breakfast'],
    excludes: [ENTRY, PERSONAL],
    days: [
      'Drive from Tirupati via Kadapa to Gandikota. Explore the fort, Madhavaraya temple and the gorge at sunset. Night in tents.',
      'Sunrise over the canyon, visit the Jamia Masjid and granary, and drive back to Tirupati.',
    ],
  },
  {
    title: 'Belum Caves & Ahobilam',
    destination: 'Belum Caves',
    price: 9999,
    description:
      'The longest plains cave system in India and the nine Narasimha shrines of Ahobilam, from Guntur.',
    includes: [CAR_AND_FUEL, TOLLS, BATA, HOTEL, BREAKFAST],
    excludes: [ENTRY, MEALS, PERSONAL],
    days: [
      'Drive from Guntur to Ahobilam via Nandyal. Evening darshan at Lower Ahobilam. Night stay at Ahobilam.',
      'Trek to Upper Ahobilam shrines in the morning, drive to Belum and explore the caves in the afternoon. Night stay at Banaganapalle.',
      'Visit Yaganti temple on the way back and reach Guntur by evening.',
    ],
  },
  {
    title: 'Nagarjuna Sagar & Ethipothala Falls',
    destination: 'Nagarjuna Sagar',
    price: 5999,
    description:
      'One of the largest masonry dams in the world, the island museum of Nagarjunakonda and the 70-foot Ethipothala falls.',
    includes: [CAR_AND_FUEL, TOLLS, BATA, HOTEL],
    excludes: ['Launch tickets', MEALS, PERSONAL],
    days: [
      'Drive from Guntur to Nagarjuna Sagar, visit the dam and Ethipothala falls, and the Buddhavanam heritage park. Night stay.',
      'Launch to the Nagarjunakonda island museum, then return to Guntur by evening.',
    ],
  },
  {
    title: 'Ramoji Film City Day Trip',
    destination: 'Ramoji Film City',
    price: 2999,
    description:
      'A full day at the world’s largest film studio complex, with hotel pickup anywhere in Hyderabad.',
    includes: [CAR_AND_FUEL, TOLLS, BATA],
    excludes: ['Film City entry tickets', MEALS, PERSONAL],
    days: [
      'Pickup at 8 am, full day at Ramoji Film City with studio tours and shows, and drop back by 9 pm.',
    ],
  },
  {
    title: 'Bhadrachalam Sri Rama Darshan',
    destination: 'Bhadrachalam',
    price: 6999,
    description:
      'Sri Sita Ramachandra Swamy temple on the Godavari and Parnasala, where Rama is said to have lived in exile.',
    includes: [CAR_AND_FUEL, TOLLS, BATA, HOTEL],
    excludes: [DARSHAN, MEALS, PERSONAL],
    days: [
      'Drive from Vijayawada to Bhadrachalam via Khammam. Evening darshan and Godavari aarti. Night stay.',
      'Morning visit to Parnasala and return to Vijayawada by evening.',
    ],
  },
  {
    title: 'Annavaram & Rajahmundry Godavari Tour',
    destination: 'Annavaram',
    price: 5999,
    description:
      'Satyanarayana Swamy vratam at Annavaram and the Godavari riverfront at Rajahmundry.',
    includes: [CAR_AND_FUEL, TOLLS, BATA, HOTEL],
    excludes: ['Vratam tickets', MEALS, PERSONAL],
    days: [
      'Drive from Vijayawada to Annavaram for the Satyanarayana Swamy vratam. Evening drive to Rajahmundry. Night stay.',
      'Morning at Kotilingala Ghat and the ISKCON temple, return to Vijayawada via Dowleswaram barrage.',
    ],
  },
  {
    title: 'Maredumilli Forest & Waterfalls',
    destination: 'Maredumilli',
    price: 6499,
    description:
      'Dense evergreen forest, Jalatarangini and Amruthadhara waterfalls and bamboo chicken in the Eastern Ghats.',
    includes: [CAR_AND_FUEL, TOLLS, BATA, 'Eco-cottage stay with breakfast'],
    excludes: [ENTRY, MEALS, PERSONAL],
    days: [
      'Drive from Rajahmundry to Maredumilli. Visit Jalatarangini falls and the Vanavihari eco-park. Night in eco-cottages.',
      'Morning at Amruthadhara falls and Gudisa view point, and return to Rajahmundry.',
    ],
  },
  {
    title: 'Pancharama Kshetras Yatra',
    destination: 'Pancharama Kshetras',
    price: 10999,
    description:
      'The five ancient Shiva temples of Andhra Pradesh: Amaravati, Bhimavaram, Palakollu, Draksharamam and Samalkot.',
    includes: [CAR_AND_FUEL, TOLLS, BATA, HOTEL],
    excludes: [DARSHAN, MEALS, PERSONAL],
    days: [
      'Pickup in Vijayawada, darshan at Amararama in Amaravati, then drive to Bhimavaram. Night stay.',
      'Somarama at Bhimavaram and Ksheerarama at Palakollu, then drive to Kakinada. Night stay.',
      'Draksharama and Kumararama at Samalkot, and return to Vijayawada by night.',
    ],
  },
  {
    title: 'Warangal Kakatiya Heritage',
    destination: 'Warangal',
    price: 5499,
    description:
      'The Thousand Pillar Temple, Warangal Fort and the UNESCO-listed Ramappa Temple of the Kakatiya dynasty.',
    includes: [CAR_AND_FUEL, TOLLS, BATA, HOTEL],
    excludes: [ENTRY, MEALS, PERSONAL],
    days: [
      'Drive from Hyderabad to Warangal, visit the Thousand Pillar Temple, Bhadrakali temple and Warangal Fort. Night stay.',
      'Visit the Ramappa Temple and Laknavaram lake hanging bridge, and return to Hyderabad.',
    ],
  },
  {
    title: 'Talakona Waterfalls Day Out',
    destination: 'Talakona',
    price: 2799,
    description:
      'The highest waterfall in Andhra Pradesh, inside the Sri Venkateswara National Park, close to Tirupati.',
    includes: [CAR_AND_FUEL, TOLLS, BATA],
    excludes: [ENTRY, MEALS, PERSONAL],
    days: [
      'Pickup in Tirupati, drive to Talakona, short forest trek to the falls and the Siddheswara Swamy temple, and return by evening.',
    ],
  },
  {
    title: 'Araku, Lambasingi & Vanajangi Hill Circuit',
    destination: 'Araku Valley',
    price: 11499,
    description:
      "The best of the Eastern Ghats in three days, including the sea of clouds at Vanajangi's Mount of Clouds.",
    includes: [CAR_AND_FUEL, TOLLS, BATA, HOTEL, BREAKFAST],
    excludes: [ENTRY, MEALS, PERSONAL],
    days: [
      'Drive from Visakhapatnam to Araku via Borra Caves. Evening Dhimsa dance performance. Night in Araku.',
      'Pre-dawn drive to Vanajangi for sunrise above the clouds, then Paderu and Lambasingi. Night in Lambasingi.',
      'Strawberry farms and Kothapalli waterfalls, and return to Visakhapatnam by evening.',
    ],
  },
  {
    title: 'Suryalanka Beach Weekend',
    destination: 'Suryalanka',
    price: 3999,
    description:
      'A relaxed weekend at the golden sands of Suryalanka near Bapatla, a short drive from Guntur and Vijayawada.',
    includes: [CAR_AND_FUEL, TOLLS, BATA, 'Beach resort stay with breakfast'],
    excludes: [MEALS, PERSONAL],
    days: [
      'Drive from Guntur or Vijayawada to Suryalanka via Bapatla. Afternoon on the beach and sunset walk.',
      'Sunrise on the beach, visit the Bhavanarayana Swamy temple at Bapatla, and drive back.',
    ],
  },
];

/**
 * The demo partners' company profiles (docs/product/marketplace.md#demo-accounts): `partner@saarthi.in` runs
 * Sri Durga Travels in Vijayawada, `partner2@saarthi.in` Charminar Cabs in Hyderabad. The GSTIN
 * is made from the state code and the PAN, with its check character.
 */
export const DEMO_PARTNER_PROFILES: Record<
  string,
  {
    legalName: string;
    stateCode: string;
    pan: string;
    citiesServed: City[];
    address: string;
    whatsapp: string;
    email: string;
    upiId: string;
  }
> = {
  'Sri Durga Travels': {
    legalName: 'Sri Durga Travels Private Limited',
    stateCode: '37',
    pan: 'AAKCS4821M',
    citiesServed: ['Vijayawada', 'Guntur'],
    address: '40-1-52, MG Road, Near Benz Circle, Vijayawada 520010',
    whatsapp: '9848012345',
    email: 'bookings@sridurgatravels.in',
    upiId: 'sridurgatravels@okhdfcbank',
  },
  'Charminar Cabs': {
    legalName: 'Charminar Cabs LLP',
    stateCode: '36',
    pan: 'AAQFC7315K',
    citiesServed: ['Hyderabad'],
    address: '5-9-22, Abids Road, Hyderabad 500001',
    whatsapp: '9000123456',
    email: 'hello@charminarcabs.in',
    upiId: 'charminarcabs@ybl',
  },
};

/** `newpartner@saarthi.in`: a company registered and waiting for an operator. */
export const DEMO_PENDING_COMPANY = {
  name: 'Amaravati Cab Company',
  legalName: 'Amaravati Cab Company',
  city: 'Guntur' as City,
  citiesServed: ['Guntur', 'Vijayawada'] as City[],
  stateCode: '37',
  pan: 'BQRPK6120D',
  address: '4-12-7, Arundelpet, Guntur 522002',
  phone: '9849098765',
  owner: { name: 'Ravi Teja Kommineni', email: 'newpartner@saarthi.in' },
};

/** `ops@saarthi.in`: the Saarthi team's operator account. */
export const DEMO_OPERATOR = {
  name: 'Saarthi Operations',
  email: 'ops@saarthi.in',
  mobile: '9000000001',
};
