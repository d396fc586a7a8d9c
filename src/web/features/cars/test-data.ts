/* eslint-disable lingui/no-unlocalized-strings -- test fixtures: records as the API sends them, never shown by the app */
import type { Car, Feedback, QueryListItem, RevealedContact } from '@shared/contracts/cars';
import type { UserProfile } from '@shared/contracts/users';

/** Test factories (STYLE: test data from factories, not copy-pasted literals). */
const id = () => crypto.randomUUID();

export function makeCar(overrides: Partial<Car> = {}): Car {
  const carId = overrides._id ?? id();
  return {
    _id: carId,
    car_name: 'Maruti Dzire',
    car_model: 'VXi 2023',
    model_year: 2023,
    fuel_type: 'Petrol',
    new_price: 2499,
    old_price: 2999,
    category: 'prime',
    service_type: 'rental',
    seater: 5,
    luggage: 3,
    ac: true,
    city: 'Vijayawada',
    availability: true,
    car_image: `/uploads/cars/${carId}.png`,
    driver_name: 'Ravi Kumar',
    driver_age: 34,
    driver_lisence: 'AP1620190012345',
    driver_image: '/uploads/drivers/ravi.png',
    driver_languages: ['Telugu', 'Hindi'],
    driver_experience_years: 9,
    rates: { perKmFirst: 12, perKmBeyond: 16, base: 2700, perExtraHour: 200 },
    user: {
      _id: id(),
      travelsName: 'Sri Durga Travels',
      city: 'Vijayawada',
      imageUrl: '/uploads/companies/durga.png',
      rating: 4.5,
      verified: true,
      trending: false,
    },
    ...overrides,
  };
}

export function makeCars(count: number, overrides: Partial<Car> = {}): Car[] {
  return Array.from({ length: count }, (_, index) =>
    makeCar({ car_name: `Car ${index + 1}`, ...overrides }),
  );
}

export function carListAnswer(
  cars: Car[],
  {
    page = 1,
    limit = 24,
    hasMore = false,
    total = cars.length,
    next = hasMore ? `after-${cars.at(-1)?._id}` : null,
  }: {
    page?: number;
    limit?: number;
    hasMore?: boolean;
    total?: number;
    next?: string | null;
  } = {},
) {
  return { success: true, cars, page, limit, hasMore, total, next };
}

export function makeFeedback(car: Car, overrides: Partial<Feedback> = {}): Feedback {
  return {
    _id: id(),
    userId: { _id: id(), userName: 'Lakshmi Prasanna' },
    travelUserId: car.user._id,
    carId: car._id,
    rating: 4,
    feedback: 'Clean car and a very polite driver.',
    createdAt: '2025-01-15T10:30:00.000Z',
    reply: null,
    repliedAt: null,
    verifiedTrip: false,
    ...overrides,
  };
}

/** The answer of POST /api/queries: the saved query and the company contact it reveals. */
export function makeQueryCreated(car: Car, contact: Partial<RevealedContact> = {}) {
  return {
    success: true,
    message: 'Query saved',
    code: 'query_saved',
    query: {
      _id: id(),
      carId: car._id,
      travelUserId: car.user._id,
      createdAt: '2025-02-01T09:15:00.000Z',
    },
    contact: {
      phone: '9848022334',
      whatsapp: '9848055667',
      email: 'bookings@durgatravels.in',
      whatsappUrl: `https://wa.me/919848055667?text=${encodeURIComponent(
        `Hello, I found your ${car.car_name} on Saarthi and would like to book it.`,
      )}`,
      ...contact,
    },
  };
}

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    _id: id(),
    userName: 'Anil Varma',
    userEmail: 'anil@example.com',
    usermobile: '9876543210',
    dob: '',
    userAddress: '',
    userCity: 'Guntur',
    userState: 'Andhra Pradesh',
    userPincode: '',
    userWhatsapp: '',
    userAadhar: '',
    userPAN: '',
    userDL: '',
    userProfilePhoto: '',
    language: 'en',
    ...overrides,
  };
}

export function makeQueryItem(car: Car, overrides: Partial<QueryListItem> = {}): QueryListItem {
  return {
    _id: id(),
    createdAt: '2025-02-01T09:15:00.000Z',
    car: {
      _id: car._id,
      car_name: car.car_name,
      car_model: car.car_model,
      car_image: car.car_image,
      category: car.category,
      city: car.city,
    },
    travelCompany: {
      _id: car.user._id,
      travelsName: car.user.travelsName,
      city: car.user.city,
      imageUrl: car.user.imageUrl,
    },
    ...overrides,
  };
}
