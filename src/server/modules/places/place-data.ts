// The places a trip can go to: the five Saarthi cities and the destinations people travel to
// from them, named as signboards and newspapers write them, with their state and coordinates.
// Seed data: operators' corrections live in the database, which quotes read.
import type { PlaceKind } from '../../../shared/contracts/places.js';
import type { PlaceData, StateCode } from './data-shapes.js';

/** id, English, Telugu, Hindi, state, latitude, longitude. */
type PlaceRow = readonly [string, string, string, string, StateCode, number, number];

const ofKind = (kind: PlaceKind, rows: readonly PlaceRow[]): PlaceData[] =>
  rows.map(([id, en, te, hi, state, lat, lng]) => ({
    id,
    names: { en, te, hi },
    state,
    kind,
    lat,
    lng,
  }));

export const PLACES: PlaceData[] = [
  // The five Saarthi cities: every route starts in one of them.
  ...ofKind('city', [
    ['vijayawada', 'Vijayawada', 'విజయవాడ', 'विजयवाड़ा', 'AP', 16.5062, 80.648],
    ['guntur', 'Guntur', 'గుంటూరు', 'गुंटूर', 'AP', 16.3067, 80.4365],
    ['hyderabad', 'Hyderabad', 'హైదరాబాద్', 'हैदराबाद', 'TS', 17.385, 78.4867],
    ['visakhapatnam', 'Visakhapatnam', 'విశాఖపట్నం', 'विशाखापत्तनम', 'AP', 17.6868, 83.2185],
    ['tirupati', 'Tirupati', 'తిరుపతి', 'तिरुपति', 'AP', 13.6288, 79.4192],
  ]),

  // Their airports, at the terminal: pick-ups and drops are among the most booked trips.
  ...ofKind('airport', [
    [
      'vijayawada-airport',
      'Vijayawada Airport (Gannavaram)',
      'విజయవాడ విమానాశ్రయం (గన్నవరం)',
      'विजयवाड़ा हवाई अड्डा (गन्नवरम)',
      'AP',
      16.5304,
      80.7968,
    ],
    [
      'hyderabad-airport',
      'Hyderabad Airport (RGIA, Shamshabad)',
      'హైదరాబాద్ విమానాశ్రయం (శంషాబాద్)',
      'हैदराबाद हवाई अड्डा (शमशाबाद)',
      'TS',
      17.2403,
      78.4294,
    ],
    [
      'visakhapatnam-airport',
      'Visakhapatnam Airport',
      'విశాఖపట్నం విమానాశ్రయం',
      'विशाखापत्तनम हवाई अड्डा',
      'AP',
      17.7212,
      83.2245,
    ],
    [
      'tirupati-airport',
      'Tirupati Airport (Renigunta)',
      'తిరుపతి విమానాశ్రయం (రేణిగుంట)',
      'तिरुपति हवाई अड्डा (रेणिगुंटा)',
      'AP',
      13.6325,
      79.5433,
    ],
  ]),

  // Pilgrim towns of AP and TS, at the main temple: the commonest outstation trips.
  ...ofKind('pilgrim', [
    ['tirumala', 'Tirumala', 'తిరుమల', 'तिरुमला', 'AP', 13.6833, 79.3474],
    ['srisailam', 'Srisailam', 'శ్రీశైలం', 'श्रीशैलम', 'AP', 16.0733, 78.8686],
    ['srikalahasti', 'Srikalahasti', 'శ్రీకాళహస్తి', 'श्रीकालहस्ती', 'AP', 13.7499, 79.6983],
    ['kanipakam', 'Kanipakam', 'కాణిపాకం', 'काणिपाकम', 'AP', 13.279, 79.035],
    ['bhadrachalam', 'Bhadrachalam', 'భద్రాచలం', 'भद्राचलम', 'TS', 17.6688, 80.8936],
    ['yadagirigutta', 'Yadagirigutta', 'యాదగిరిగుట్ట', 'यादगिरिगुट्टा', 'TS', 17.586, 78.945],
    ['basara', 'Basara', 'బాసర', 'बासर', 'TS', 18.8797, 77.9554],
    ['simhachalam', 'Simhachalam', 'సింహాచలం', 'सिंहाचलम', 'AP', 17.7665, 83.2503],
    ['annavaram', 'Annavaram', 'అన్నవరం', 'अन्नवरम', 'AP', 17.28, 82.401],
    ['arasavalli', 'Arasavalli', 'అరసవల్లి', 'अरसवल्ली', 'AP', 18.298, 83.908],
    ['mantralayam', 'Mantralayam', 'మంత్రాలయం', 'मंत्रालयम', 'AP', 15.943, 77.428],
    ['puttaparthi', 'Puttaparthi', 'పుట్టపర్తి', 'पुट्टपर्थी', 'AP', 14.1652, 77.8117],
    ['ahobilam', 'Ahobilam', 'అహోబిలం', 'अहोबिलम', 'AP', 15.133, 78.717],
    ['dwaraka-tirumala', 'Dwaraka Tirumala', 'ద్వారకా తిరుమల', 'द्वारका तिरुमला', 'AP', 16.95, 81.256],
    ['vemulawada', 'Vemulawada', 'వేములవాడ', 'वेमुलवाडा', 'TS', 18.4667, 78.87],
    ['mangalagiri', 'Mangalagiri', 'మంగళగిరి', 'मंगलगिरि', 'AP', 16.43, 80.568],
  ]),

  // Hill stations: mostly ghat roads without toll plazas.
  ...ofKind('hills', [
    ['araku-valley', 'Araku Valley', 'అరకు లోయ', 'अराकू घाटी', 'AP', 18.3273, 82.8775],
    ['lambasingi', 'Lambasingi', 'లంబసింగి', 'लंबसिंगी', 'AP', 17.811, 82.505],
    ['horsley-hills', 'Horsley Hills', 'హార్సిలీ హిల్స్', 'हॉर्सले हिल्स', 'AP', 13.66, 78.399],
    [
      'ananthagiri-hills',
      'Ananthagiri Hills',
      'అనంతగిరి కొండలు',
      'अनंतगिरि पहाड़ियाँ',
      'TS',
      17.311,
      77.866,
    ],
  ]),

  // Beaches outside the cities (Vizag's own beaches are local trips, not places).
  ...ofKind('beach', [
    ['suryalanka', 'Suryalanka Beach', 'సూర్యలంక బీచ్', 'सूर्यलंका बीच', 'AP', 15.85, 80.515],
  ]),

  // Heritage sites and the Nagarjuna Sagar dam (the tourist side, Vijayapuri North, is in TS).
  ...ofKind('heritage', [
    ['nagarjuna-sagar', 'Nagarjuna Sagar', 'నాగార్జున సాగర్', 'नागार्जुन सागर', 'TS', 16.575, 79.312],
    ['ramappa', 'Ramappa Temple', 'రామప్ప దేవాలయం', 'रामप्पा मंदिर', 'TS', 18.2593, 79.9431],
    ['lepakshi', 'Lepakshi', 'లేపాక్షి', 'लेपाक्षी', 'AP', 13.8036, 77.6087],
    ['gandikota', 'Gandikota', 'గండికోట', 'गंडिकोटा', 'AP', 14.815, 78.286],
    ['hampi', 'Hampi', 'హంపి', 'हम्पी', 'KA', 15.335, 76.46],
  ]),

  // District towns of AP and TS, at the town centre; Vellore and Puducherry across the border.
  ...ofKind('town', [
    [
      'rajahmundry',
      'Rajahmundry (Rajamahendravaram)',
      'రాజమహేంద్రవరం',
      'राजमुंदरी',
      'AP',
      17.0005,
      81.804,
    ],
    ['kakinada', 'Kakinada', 'కాకినాడ', 'काकीनाडा', 'AP', 16.9891, 82.2475],
    ['nellore', 'Nellore', 'నెల్లూరు', 'नेल्लोर', 'AP', 14.4426, 79.9865],
    ['ongole', 'Ongole', 'ఒంగోలు', 'ओंगोल', 'AP', 15.5057, 80.0499],
    ['kurnool', 'Kurnool', 'కర్నూలు', 'कुर्नूल', 'AP', 15.8281, 78.0373],
    ['warangal', 'Warangal', 'వరంగల్', 'वारंगल', 'TS', 17.9689, 79.5941],
    ['karimnagar', 'Karimnagar', 'కరీంనగర్', 'करीमनगर', 'TS', 18.4386, 79.1288],
    ['khammam', 'Khammam', 'ఖమ్మం', 'खम्मम', 'TS', 17.2473, 80.1514],
    ['anantapur', 'Anantapur', 'అనంతపురం', 'अनंतपुर', 'AP', 14.6819, 77.6006],
    ['kadapa', 'Kadapa', 'కడప', 'कडपा', 'AP', 14.4674, 78.8241],
    ['eluru', 'Eluru', 'ఏలూరు', 'एलूरु', 'AP', 16.7107, 81.0952],
    ['machilipatnam', 'Machilipatnam', 'మచిలీపట్నం', 'मछलीपट्टनम', 'AP', 16.1875, 81.1389],
    ['vizianagaram', 'Vizianagaram', 'విజయనగరం', 'विजयनगरम', 'AP', 18.1067, 83.3956],
    ['vellore', 'Vellore', 'వేలూరు', 'वेल्लोर', 'TN', 12.9165, 79.1325],
    ['puducherry', 'Puducherry', 'పుదుచ్చేరి', 'पुडुचेरी', 'PY', 11.9416, 79.8083],
  ]),

  // Neighbouring states' big cities: long trips that cross borders and pay permits.
  ...ofKind('city', [
    ['bengaluru', 'Bengaluru', 'బెంగళూరు', 'बेंगलुरु', 'KA', 12.9716, 77.5946],
    ['chennai', 'Chennai', 'చెన్నై', 'चेन्नई', 'TN', 13.0827, 80.2707],
    ['mysuru', 'Mysuru', 'మైసూరు', 'मैसूरु', 'KA', 12.2958, 76.6394],
    ['bhubaneswar', 'Bhubaneswar', 'భువనేశ్వర్', 'भुवनेश्वर', 'OD', 20.2961, 85.8245],
    ['pune', 'Pune', 'పుణే', 'पुणे', 'MH', 18.5204, 73.8567],
    ['nagpur', 'Nagpur', 'నాగ్‌పూర్', 'नागपुर', 'MH', 21.1458, 79.0882],
  ]),

  // Neighbouring states' shrines.
  ...ofKind('pilgrim', [
    ['puri', 'Puri', 'పూరీ', 'पुरी', 'OD', 19.8135, 85.8312],
    ['shirdi', 'Shirdi', 'షిర్డీ', 'शिरडी', 'MH', 19.7645, 74.4762],
  ]),
];
