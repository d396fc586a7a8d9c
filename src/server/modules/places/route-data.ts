// The routes from each of the five Saarthi cities to every place: road km, one-way tolls and the
// states entered. Km are the usual main-highway distances as road atlases and maps apps give them,
// rounded; tolls are estimated from the plazas on those roads at typical 2025–26 car fares, all to
// be reviewed by operations. Seed data: operators' corrections live in the database.
import type { RouteData, StateCode } from './data-shapes.js';

/** The five cities, in the order of each place's legs below. */
const CITY_IDS = ['vijayawada', 'guntur', 'hyderabad', 'visakhapatnam', 'tirupati'] as const;

/** One route from a city: road km, one-way car toll, the roads followed, the states entered. */
type Leg = readonly [km: number, car: number, via: string, borders?: readonly StateCode[]];
/** Legs from Vijayawada, Guntur, Hyderabad, Visakhapatnam and Tirupati; null for itself. */
type Legs = readonly [Leg | null, Leg | null, Leg | null, Leg | null, Leg | null];

/** 'roads via A, B and C'. */
const roadsVia = (...towns: string[]): string =>
  `roads via ${towns.slice(0, -1).join(', ')} and ${towns[towns.length - 1] ?? ''}`;

// Roads many routes share.
const NH16 = 'NH 16';
const TPT = 'NH 16 and the Naidupeta–Srikalahasti road'; // the coast to Tirupati
const KDP = 'NH 44 via Kurnool, NH 40 via Kadapa and the Kadapa–Renigunta road'; // Hyd–Tirupati
const HV = 'NH 65 and NH 16 via Vijayawada'; // Hyderabad to the coast
const NAM = 'NH 65 and the Narketpally–Addanki road'; // Hyderabad to Guntur and Ongole
const ORR = 'the Hyderabad Outer Ring Road';
const KHAMMAM = 'the Vijayawada–Khammam road';
const RJY = 'NH 16 to Rajahmundry, then';
const ALIPIRI = 'NH 16, the Naidupeta–Srikalahasti road and the Alipiri ghat road';
const CHITTOOR = 'NH 16 to Tirupati, then the Tirupati–Chittoor road';
const ONGOLE_KADAPA = 'NH 16 to Ongole, then state roads via Kanigiri and Badvel';
const BENGALURU = 'NH 16 to Tirupati, then roads via Chittoor, Palamaner and Kolar';
// The coast to the Rayalaseema side, across the Nallamala hills.
const WEST = ['Narasaraopet', 'Markapur', 'Giddalur'];

const LEGS: Record<string, Legs> = {
  vijayawada: [
    null,
    [33, 60, 'NH 16 via Mangalagiri'],
    [275, 390, 'NH 65', ['AP']],
    [350, 510, NH16],
    [385, 530, TPT],
  ],
  guntur: [
    [33, 60, 'NH 16 via Mangalagiri'],
    null,
    [270, 280, `${NAM} to Piduguralla, then via Sattenapalle`, ['AP']],
    [385, 565, NH16],
    [360, 510, TPT],
  ],
  hyderabad: [
    [275, 390, 'NH 65', ['TS']],
    [270, 280, `${NAM} via Sattenapalle and Piduguralla`, ['TS']],
    null,
    [625, 900, HV, ['TS']],
    [560, 670, KDP, ['TS']],
  ],
  visakhapatnam: [
    [350, 510, NH16],
    [385, 565, NH16],
    [625, 900, HV, ['AP']],
    null,
    [740, 1040, TPT],
  ],
  tirupati: [[385, 530, TPT], [360, 510, TPT], [560, 670, KDP, ['AP']], [740, 1040, TPT], null],

  'vijayawada-airport': [
    [20, 0, 'NH 16 to Gannavaram'],
    [52, 60, 'NH 16 via Mangalagiri and Vijayawada'],
    [290, 390, HV, ['AP']],
    [330, 490, NH16],
    [400, 530, TPT],
  ],
  'hyderabad-airport': [
    [295, 480, `NH 65 and ${ORR}`, ['TS']],
    [290, 370, `${NAM} and ${ORR}`, ['TS']],
    [30, 0, 'the PV Narasimha Rao Expressway and the airport road'],
    [640, 990, `${HV} and ${ORR}`, ['TS']],
    [535, 665, 'NH 40 and NH 44 via Kadapa and Kurnool', ['TS']],
  ],
  'visakhapatnam-airport': [
    [340, 510, NH16],
    [375, 565, NH16],
    [615, 900, HV, ['AP']],
    [12, 0, 'city roads to the airport at NAD'],
    [730, 1040, TPT],
  ],
  'tirupati-airport': [
    [375, 520, TPT],
    [350, 500, TPT],
    [550, 670, KDP, ['AP']],
    [725, 1030, TPT],
    [15, 0, 'the Tirupati–Renigunta road'],
  ],

  // Any vehicle fee TTD collects at Alipiri is not a highway toll and is left out.
  tirumala: [
    [405, 530, ALIPIRI],
    [380, 510, ALIPIRI],
    [580, 670, `${KDP} and the Alipiri ghat road`, ['AP']],
    [760, 1040, ALIPIRI],
    [22, 0, 'the Alipiri ghat road'],
  ],
  srisailam: [
    [265, 60, `NH 16 to Guntur, then ${roadsVia('Vinukonda', 'Markapur', 'Dornala')}`],
    [230, 0, roadsVia('Narasaraopet', 'Vinukonda', 'Markapur', 'Dornala')],
    [213, 0, 'NH 765 via Kalwakurthy, Achampet and the Nallamala forest', ['AP']],
    [610, 570, `NH 16 to Guntur, then ${roadsVia('Vinukonda', 'Markapur', 'Dornala')}`],
    [375, 270, 'the Renigunta–Kadapa road, NH 40 to Nandyal, then via Atmakur and Dornala'],
  ],
  srikalahasti: [
    [350, 500, TPT],
    [325, 480, TPT],
    [575, 670, KDP, ['AP']],
    [700, 1010, TPT],
    [37, 0, 'the Tirupati–Renigunta–Srikalahasti road'],
  ],
  kanipakam: [
    [450, 590, CHITTOOR],
    [425, 570, CHITTOOR],
    [575, 650, 'NH 44 to Kurnool, then NH 40 via Kadapa', ['AP']],
    [790, 1100, CHITTOOR],
    [70, 60, 'the Tirupati–Chittoor road'],
  ],
  bhadrachalam: [
    [185, 0, roadsVia('Tiruvuru', 'Kothagudem'), ['TS']],
    [215, 60, `NH 16 to Vijayawada, then ${roadsVia('Tiruvuru', 'Kothagudem')}`, ['TS']],
    [310, 200, `NH 65 to Suryapet, then ${roadsVia('Khammam', 'Kothagudem')}`],
    [380, 280, `${RJY} the Maredumilli ghat road via Chintoor`, ['TS']],
    [570, 530, `${TPT} to Vijayawada, then ${roadsVia('Tiruvuru', 'Kothagudem')}`, ['TS']],
  ],
  yadagirigutta: [
    [245, 200, 'NH 65 to Suryapet, then state roads', ['TS']],
    [245, 150, 'the Addanki–Narketpally road to Nalgonda, then via Bhongir', ['TS']],
    [65, 70, 'NH 163 via Ghatkesar and Bhongir'],
    [590, 710, 'NH 16 to Vijayawada, NH 65 to Suryapet, then state roads', ['TS']],
    [610, 875, `NH 40 and NH 44 to Hyderabad, ${ORR} and NH 163`, ['TS']],
  ],
  basara: [
    [490, 755, `NH 65, ${ORR} and NH 44 to Nizamabad`, ['TS']],
    [485, 645, `${NAM}, ${ORR} and NH 44 to Nizamabad`, ['TS']],
    [210, 250, 'NH 44 to Nizamabad, then the Navipet road'],
    [840, 1265, `${HV}, ${ORR} and NH 44 to Nizamabad`, ['TS']],
    [715, 1055, `NH 40 and NH 44 to Hyderabad, ${ORR} and NH 44 to Nizamabad`, ['TS']],
  ],
  simhachalam: [
    [345, 510, NH16],
    [380, 565, NH16],
    [620, 900, HV, ['AP']],
    [16, 0, 'city roads via Gopalapatnam'],
    [735, 1040, TPT],
  ],
  annavaram: [
    [230, 340, NH16],
    [265, 400, NH16],
    [505, 730, HV, ['AP']],
    [120, 170, NH16],
    [615, 870, TPT],
  ],
  arasavalli: [
    [460, 660, 'NH 16 via Visakhapatnam and Srikakulam'],
    [495, 715, 'NH 16 via Visakhapatnam and Srikakulam'],
    [735, 1050, `${HV} and Visakhapatnam`, ['AP']],
    [112, 150, 'NH 16 to Srikakulam'],
    [850, 1190, `${TPT}, via Vijayawada and Visakhapatnam`],
  ],
  mantralayam: [
    [440, 165, `${roadsVia(...WEST, 'Nandyal', 'Kurnool')}, then via Yemmiganur`],
    [410, 105, `${roadsVia(...WEST, 'Nandyal', 'Kurnool')}, then via Yemmiganur`],
    [305, 300, 'NH 44 to Kurnool, then state roads via Yemmiganur', ['AP']],
    [785, 675, `NH 16 to Vijayawada, then ${roadsVia(...WEST, 'Kurnool', 'Yemmiganur')}`],
    [430, 370, 'the Renigunta–Kadapa road, NH 40 to Kurnool, then via Yemmiganur'],
  ],
  puttaparthi: [
    [545, 300, `NH 16 to Ongole, then ${roadsVia('Kadapa', 'Kadiri')}`],
    [515, 245, `NH 16 to Ongole, then ${roadsVia('Kadapa', 'Kadiri')}`],
    [445, 520, 'NH 44 to Anantapur, then state roads', ['AP']],
    [895, 810, `NH 16 to Ongole, then ${roadsVia('Kadapa', 'Kadiri')}`],
    [230, 90, roadsVia('Piler', 'Madanapalle', 'Kadiri')],
  ],
  ahobilam: [
    [335, 100, roadsVia(...WEST, 'Allagadda')],
    [305, 40, roadsVia(...WEST, 'Allagadda')],
    [350, 460, 'NH 44 to Kurnool, then NH 40 to Allagadda', ['AP']],
    [685, 610, `NH 16 to Vijayawada, then ${roadsVia(...WEST, 'Allagadda')}`],
    [255, 210, 'the Renigunta–Kadapa road and NH 40 to Allagadda'],
  ],
  'dwaraka-tirumala': [
    [105, 95, 'NH 16 to Eluru, then the Bhimadole road'],
    [140, 155, 'NH 16 to Eluru, then the Bhimadole road'],
    [375, 485, `${HV} and Eluru`, ['AP']],
    [265, 290, `${RJY} state roads via Kovvur`],
    [490, 625, `${TPT}, via Vijayawada and Eluru`],
  ],
  vemulawada: [
    [350, 165, `${KHAMMAM}, then ${roadsVia('Warangal', 'Karimnagar', 'Sircilla')}`, ['TS']],
    [380, 225, `NH 16, ${KHAMMAM}, then ${roadsVia('Warangal', 'Karimnagar')}`, ['TS']],
    [155, 120, 'the Rajiv Rahadari to Siddipet, then via Sircilla'],
    [
      655,
      395,
      `${RJY} ${roadsVia('Jangareddygudem', 'Sathupalli', 'Khammam', 'Warangal', 'Karimnagar')}`,
      ['TS'],
    ],
    [710, 900, `NH 40, NH 44, ${ORR} and the Rajiv Rahadari via Siddipet`, ['TS']],
  ],
  mangalagiri: [
    [14, 0, 'NH 16 via Tadepalli'],
    [22, 40, 'NH 16 via Kaza'],
    [285, 390, `${HV} and Tadepalli`, ['AP']],
    [360, 510, NH16],
    [370, 530, TPT],
  ],

  'araku-valley': [
    [450, 460, 'NH 16 to Anakapalli, then the Araku road via S. Kota and the Ananthagiri ghat'],
    [485, 515, 'NH 16 to Anakapalli, then the Araku road via S. Kota and the Ananthagiri ghat'],
    [725, 850, `${HV}, then the Araku ghat road`, ['AP']],
    [115, 0, 'the Araku road via S. Kota and the Ananthagiri ghat'],
    [835, 990, `${TPT}, via Vijayawada, then the Araku ghat road`],
  ],
  lambasingi: [
    [330, 370, 'NH 16 to Tuni, then the Narsipatnam–Chintapalle ghat road'],
    [365, 430, 'NH 16 to Tuni, then the Narsipatnam–Chintapalle ghat road'],
    [605, 760, `${HV} and Tuni, then the Narsipatnam ghat road`, ['AP']],
    [105, 50, 'NH 16 to Anakapalli, then the Narsipatnam ghat road'],
    [715, 900, `${TPT}, via Vijayawada and Tuni, then the Narsipatnam ghat road`],
  ],
  'horsley-hills': [
    [530, 590, `${TPT} to Tirupati, then via Piler and Madanapalle`],
    [500, 570, `${TPT} to Tirupati, then via Piler and Madanapalle`],
    [520, 520, 'NH 44 to Anantapur, then roads via Kadiri', ['AP']],
    [880, 1100, `${TPT} to Tirupati, then via Piler and Madanapalle`],
    [145, 60, roadsVia('Piler', 'Madanapalle')],
  ],
  'ananthagiri-hills': [
    [360, 490, `NH 65 and ${ORR}, then via Chevella and Vikarabad`, ['TS']],
    [355, 380, `${NAM} and ${ORR}, then via Chevella and Vikarabad`, ['TS']],
    [80, 0, 'the Chevella–Vikarabad road'],
    [710, 1000, `${HV} and ${ORR}, then via Chevella and Vikarabad`, ['TS']],
    [605, 665, 'NH 40 and NH 44 to Shamshabad, then via Chevella and Vikarabad', ['TS']],
  ],

  suryalanka: [
    [90, 0, roadsVia('Tenali', 'Bapatla')],
    [60, 0, roadsVia('Ponnur', 'Bapatla')],
    [330, 280, `${NAM} to Guntur, then via Bapatla`, ['AP']],
    [440, 510, `NH 16 to Vijayawada, then ${roadsVia('Tenali', 'Bapatla')}`],
    [325, 300, `${TPT} to Ongole, then NH 216 via Chirala and Bapatla`],
  ],

  'nagarjuna-sagar': [
    [175, 60, `NH 16 to Guntur, then ${roadsVia('Piduguralla', 'Macherla')}`, ['TS']],
    [150, 0, roadsVia('Sattenapalle', 'Piduguralla', 'Macherla'), ['TS']],
    [155, 0, 'the Sagar highway via Ibrahimpatnam and Mal'],
    [525, 570, `NH 16 to Guntur, then ${roadsVia('Piduguralla', 'Macherla')}`, ['TS']],
    [410, 300, `${TPT} to Ongole, then ${roadsVia('Addanki', 'Piduguralla', 'Macherla')}`, ['TS']],
  ],
  ramappa: [
    [270, 60, `${KHAMMAM}, then ${roadsVia('Mahabubabad', 'Narsampet', 'Mulugu')}`, ['TS']],
    [300, 120, `NH 16, ${KHAMMAM}, then ${roadsVia('Mahabubabad', 'Narsampet')}`, ['TS']],
    [210, 190, 'NH 163 to Warangal, then via Mulugu'],
    [530, 280, `${RJY} the Maredumilli ghat road to Bhadrachalam and Eturnagaram`, ['TS']],
    [655, 590, `${TPT} to Vijayawada, then ${KHAMMAM} and Narsampet`, ['TS']],
  ],
  lepakshi: [
    [590, 540, `${roadsVia(...WEST, 'Nandyal', 'Kurnool')}, then NH 44`],
    [560, 480, `${roadsVia(...WEST, 'Nandyal', 'Kurnool')}, then NH 44`],
    [470, 650, 'NH 44 via Kurnool and Anantapur', ['AP']],
    [940, 1050, `NH 16 to Vijayawada, then ${roadsVia(...WEST, 'Kurnool')}, then NH 44`],
    [265, 60, roadsVia('Piler', 'Madanapalle', 'Kadiri', 'Gorantla')],
  ],
  gandikota: [
    [395, 100, roadsVia(...WEST, 'Proddatur', 'Jammalamadugu')],
    [365, 40, roadsVia(...WEST, 'Proddatur', 'Jammalamadugu')],
    [375, 330, `NH 44 to Dhone, then ${roadsVia('Banaganapalle', 'Jammalamadugu')}`, ['AP']],
    [745, 610, `NH 16 to Vijayawada, then ${roadsVia(...WEST, 'Proddatur')}`],
    [225, 100, 'the Renigunta–Kadapa road, then via Proddatur and Jammalamadugu'],
  ],
  hampi: [
    [585, 300, roadsVia(...WEST, 'Nandyal', 'Kurnool', 'Ballari'), ['KA']],
    [555, 240, roadsVia(...WEST, 'Nandyal', 'Kurnool', 'Ballari'), ['KA']],
    [
      375,
      200,
      `NH 44 to Jadcherla, then ${roadsVia('Mahbubnagar', 'Raichur', 'Sindhanur')}`,
      ['KA'],
    ],
    [935, 810, `NH 16 to Vijayawada, then ${roadsVia(...WEST, 'Kurnool', 'Ballari')}`, ['KA']],
    [455, 200, roadsVia('Madanapalle', 'Kadiri', 'Anantapur', 'Ballari', 'Hosapete'), ['KA']],
  ],

  rajahmundry: [
    [150, 210, NH16],
    [185, 270, NH16],
    [425, 600, HV, ['AP']],
    [195, 290, NH16],
    [535, 740, TPT],
  ],
  kakinada: [
    [210, 250, 'NH 16 to Rajahmundry, then the ADB road via Samalkot'],
    [245, 310, 'NH 16 to Rajahmundry, then the ADB road via Samalkot'],
    [485, 640, `${HV} and Rajahmundry`, ['AP']],
    [155, 180, 'NH 16 to Kathipudi, then NH 216'],
    [595, 780, `${TPT}, via Vijayawada and Rajahmundry`],
  ],
  nellore: [
    [275, 400, NH16],
    [245, 360, NH16],
    [450, 550, `${NAM} and NH 16 via Ongole`, ['AP']],
    [625, 910, NH16],
    [135, 120, TPT],
  ],
  ongole: [
    [150, 215, NH16],
    [115, 160, NH16],
    [320, 380, `${NAM} and NH 16`, ['AP']],
    [500, 725, NH16],
    [250, 295, TPT],
  ],
  kurnool: [
    [345, 165, `${roadsVia(...WEST)}, then NH 40 via Nandyal`],
    [315, 105, `${roadsVia(...WEST)}, then NH 40 via Nandyal`],
    [215, 300, 'NH 44', ['AP']],
    [695, 675, `NH 16 to Vijayawada, then ${roadsVia(...WEST, 'Nandyal')}`],
    [345, 370, 'the Renigunta–Kadapa road and NH 40 via Nandyal'],
  ],
  warangal: [
    [245, 60, `${KHAMMAM}, then the Khammam–Warangal road`, ['TS']],
    [275, 120, `NH 16, ${KHAMMAM}, then the Khammam–Warangal road`, ['TS']],
    [145, 170, 'NH 163 via Bhongir and Jangaon'],
    [550, 290, `${RJY} ${roadsVia('Jangareddygudem', 'Sathupalli', 'Khammam')}`, ['TS']],
    [630, 590, `${TPT} to Vijayawada, then roads via Khammam`, ['TS']],
  ],
  karimnagar: [
    [315, 165, `${KHAMMAM} and on to Warangal, then NH 563`, ['TS']],
    [345, 225, `NH 16, ${KHAMMAM} and on to Warangal, then NH 563`, ['TS']],
    [160, 120, 'the Rajiv Rahadari via Siddipet'],
    [
      620,
      395,
      `${RJY} ${roadsVia('Jangareddygudem', 'Sathupalli', 'Khammam', 'Warangal')}, then NH 563`,
      ['TS'],
    ],
    [720, 900, `NH 40, NH 44, ${ORR} and the Rajiv Rahadari via Siddipet`, ['TS']],
  ],
  khammam: [
    [125, 60, KHAMMAM, ['TS']],
    [155, 120, `NH 16 to Vijayawada, then ${KHAMMAM}`, ['TS']],
    [200, 200, 'NH 65 to Suryapet, then the Suryapet–Khammam road'],
    [425, 290, `${RJY} ${roadsVia('Jangareddygudem', 'Sathupalli')}`, ['TS']],
    [510, 590, `${TPT} to Vijayawada, then ${KHAMMAM}`, ['TS']],
  ],
  anantapur: [
    [490, 385, `${roadsVia(...WEST, 'Nandyal', 'Kurnool')}, then NH 44`],
    [460, 325, `${roadsVia(...WEST, 'Nandyal', 'Kurnool')}, then NH 44`],
    [355, 500, 'NH 44 via Kurnool', ['AP']],
    [840, 895, `NH 16 to Vijayawada, then ${roadsVia(...WEST, 'Kurnool')}, then NH 44`],
    [275, 90, roadsVia('Piler', 'Madanapalle', 'Kadiri')],
  ],
  kadapa: [
    [380, 215, ONGOLE_KADAPA],
    [345, 160, ONGOLE_KADAPA],
    [420, 600, 'NH 44 to Kurnool, then NH 40 via Nandyal', ['AP']],
    [730, 725, ONGOLE_KADAPA],
    [140, 70, 'the Renigunta–Kadapa road via Rajampet'],
  ],
  eluru: [
    [62, 90, NH16],
    [95, 150, NH16],
    [335, 480, HV, ['AP']],
    [290, 420, NH16],
    [445, 620, TPT],
  ],
  machilipatnam: [
    [70, 90, 'NH 65 east of Vijayawada'],
    [100, 150, 'NH 16 to Vijayawada, then NH 65'],
    [345, 480, 'NH 65 via Vijayawada', ['AP']],
    [370, 430, 'NH 16 to Hanuman Junction, then roads via Gudivada'],
    [450, 620, `${TPT} to Vijayawada, then NH 65`],
  ],
  vizianagaram: [
    [400, 570, 'NH 16 via Visakhapatnam'],
    [435, 625, 'NH 16 via Visakhapatnam'],
    [675, 960, `${HV} and Visakhapatnam`, ['AP']],
    [58, 60, 'the Visakhapatnam–Vizianagaram road'],
    [790, 1100, `${TPT}, via Vijayawada and Visakhapatnam`],
  ],
  vellore: [
    [490, 620, `${CHITTOOR} and on to Vellore`, ['TN']],
    [465, 600, `${CHITTOOR} and on to Vellore`, ['TN']],
    [615, 780, 'NH 44 to Kurnool, then NH 40 via Kadapa and Chittoor', ['AP', 'TN']],
    [840, 1130, `${CHITTOOR} and on to Vellore`, ['TN']],
    [110, 90, 'the Tirupati–Chittoor–Vellore road', ['TN']],
  ],
  puducherry: [
    [600, 830, 'NH 16 via Nellore to Chennai, then via Tindivanam', ['TN', 'PY']],
    [570, 780, 'NH 16 via Nellore to Chennai, then via Tindivanam', ['TN', 'PY']],
    [790, 820, `${KDP} to Tirupati, then via Kanchipuram`, ['AP', 'TN', 'PY']],
    [950, 1340, 'NH 16 via Vijayawada and Nellore to Chennai, then via Tindivanam', ['TN', 'PY']],
    [235, 150, roadsVia('Tiruttani', 'Kanchipuram', 'Tindivanam'), ['TN', 'PY']],
  ],

  bengaluru: [
    [635, 830, BENGALURU, ['KA']],
    [610, 810, BENGALURU, ['KA']],
    [570, 830, 'NH 44 via Kurnool and Anantapur', ['AP', 'KA']],
    [985, 1340, BENGALURU, ['KA']],
    [250, 300, roadsVia('Chittoor', 'Palamaner', 'Kolar'), ['KA']],
  ],
  chennai: [
    [455, 650, 'NH 16 via Ongole and Nellore', ['TN']],
    [420, 600, 'NH 16 via Ongole and Nellore', ['TN']],
    [630, 800, `${NAM} and NH 16 via Nellore`, ['AP', 'TN']],
    [800, 1160, 'NH 16 via Vijayawada and Nellore', ['TN']],
    [135, 105, 'the Tirupati–Chennai road via Puttur and Tiruttani', ['TN']],
  ],
  mysuru: [
    [780, 1150, `${BENGALURU}, then the Bengaluru–Mysuru expressway`, ['KA']],
    [755, 1130, `${BENGALURU}, then the Bengaluru–Mysuru expressway`, ['KA']],
    [715, 1150, 'NH 44 to Bengaluru, then the Bengaluru–Mysuru expressway', ['AP', 'KA']],
    [1130, 1660, `${BENGALURU}, then the Bengaluru–Mysuru expressway`, ['KA']],
    [395, 620, `${roadsVia('Chittoor', 'Kolar')}, then the Bengaluru–Mysuru expressway`, ['KA']],
  ],
  bhubaneswar: [
    [795, 1150, 'NH 16 via Visakhapatnam and Berhampur', ['OD']],
    [830, 1200, 'NH 16 via Visakhapatnam and Berhampur', ['OD']],
    [1070, 1540, `${HV}, Visakhapatnam and Berhampur`, ['AP', 'OD']],
    [445, 640, 'NH 16 via Srikakulam and Berhampur', ['OD']],
    [1185, 1680, `${TPT}, via Vijayawada, Visakhapatnam and Berhampur`, ['OD']],
  ],
  // NH 65 crosses Karnataka's Bidar district (Humnabad) between Zaheerabad and Umarga.
  pune: [
    [830, 1330, `NH 65 via Hyderabad (${ORR}) and Solapur`, ['TS', 'KA', 'MH']],
    [825, 1220, `${NAM} to Hyderabad, ${ORR}, then NH 65 via Solapur`, ['TS', 'KA', 'MH']],
    [560, 800, 'NH 65 via Zaheerabad, Humnabad and Solapur', ['KA', 'MH']],
    [1180, 1840, `${HV} to Hyderabad, ${ORR}, then NH 65 via Solapur`, ['TS', 'KA', 'MH']],
    [1085, 1565, `NH 40 and NH 44 to Hyderabad, ${ORR} and NH 65`, ['TS', 'KA', 'MH']],
  ],
  // From Visakhapatnam the road via Raipur is far shorter than going round by Hyderabad.
  nagpur: [
    [760, 1205, `NH 65 to Hyderabad, ${ORR} and NH 44 via Adilabad`, ['TS', 'MH']],
    [755, 1095, `${NAM} to Hyderabad, ${ORR} and NH 44 via Adilabad`, ['TS', 'MH']],
    [500, 700, 'NH 44 via Nirmal and Adilabad', ['MH']],
    [800, 580, `${roadsVia('Koraput', 'Jagdalpur', 'Raipur')}, then NH 53`, ['OD', 'CG', 'MH']],
    [1065, 1505, `NH 40 and NH 44 via Hyderabad (${ORR}) and Adilabad`, ['TS', 'MH']],
  ],

  puri: [
    [820, 1180, 'NH 16 via Visakhapatnam to Khordha, then the Puri road', ['OD']],
    [855, 1230, 'NH 16 via Visakhapatnam to Khordha, then the Puri road', ['OD']],
    [1095, 1570, `${HV} and Visakhapatnam to Khordha, then the Puri road`, ['AP', 'OD']],
    [470, 670, 'NH 16 to Khordha, then the Puri road', ['OD']],
    [1210, 1710, `${TPT}, via Vijayawada and Visakhapatnam, then the Puri road`, ['OD']],
  ],
  shirdi: [
    [875, 980, `NH 65 to Hyderabad, ${ORR} and NH 161 into Maharashtra`, ['TS', 'MH']],
    [870, 870, `${NAM} to Hyderabad, ${ORR} and NH 161 into Maharashtra`, ['TS', 'MH']],
    [610, 450, 'NH 161 via Sangareddy into Maharashtra, then state highways', ['MH']],
    [1230, 1490, `${HV} to Hyderabad, ${ORR} and NH 161`, ['TS', 'MH']],
    [1180, 1215, `NH 40 and NH 44 to Hyderabad, ${ORR} and NH 161`, ['TS', 'MH']],
  ],
};

/** NHAI's LCV fares run at about 1.6 times its car fares; rounded to ₹5 like the car figures. */
const lcvToll = (car: number): number => Math.round((car * 1.6) / 5) * 5;

const sourceFor = (via: string, car: number): string =>
  `Road km along ${via} as road atlases and maps apps give it, rounded; ` +
  (car > 0
    ? 'tolls estimated from the plazas on those roads at typical 2025–26 car fares, LCV at 1.6×; '
    : 'no toll plazas expected on those roads; ') +
  'estimate, to be reviewed by operations.';

export const ROUTES: RouteData[] = Object.entries(LEGS).flatMap(([to, legs]) =>
  CITY_IDS.flatMap((from, i): RouteData[] => {
    const leg = legs[i];
    if (!leg) return [];
    const [km, car, via, borders = []] = leg;
    const tolls = { car, lcv: lcvToll(car) };
    return [{ from, to, km, tolls, borders: [...borders], source: sourceFor(via, car) }];
  }),
);
