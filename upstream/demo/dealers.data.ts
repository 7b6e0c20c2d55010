// Name and address material per country for the generated dealers.
export interface Place {
  city: string;
  region: string;
  postal: string;
}

export interface CountryPool {
  sorg: string;
  country: string;
  phonePrefix: string;
  places: readonly Place[];
  streets: readonly string[];
  surnames: readonly string[];
  shopNames: readonly ((surname: string, city: string) => string)[];
  address: (street: string, number: number) => string;
  emailDomain: string;
}

export const countryPools: readonly CountryPool[] = [
  {
    sorg: 'US01',
    country: 'United States',
    phonePrefix: '+1',
    places: [
      { city: 'Denver', region: 'CO', postal: '80205' }, { city: 'Austin', region: 'TX', postal: '78704' },
      { city: 'Boulder', region: 'CO', postal: '80302' }, { city: 'Seattle', region: 'WA', postal: '98103' },
      { city: 'San Diego', region: 'CA', postal: '92104' }, { city: 'Minneapolis', region: 'MN', postal: '55408' },
      { city: 'Asheville', region: 'NC', postal: '28801' }, { city: 'Burlington', region: 'VT', postal: '05401' },
      { city: 'Madison', region: 'WI', postal: '53703' }, { city: 'Bend', region: 'OR', postal: '97701' },
      { city: 'Tucson', region: 'AZ', postal: '85719' }, { city: 'Chicago', region: 'IL', postal: '60622' },
    ],
    streets: ['Main Street', 'Pearl Street', 'Oak Avenue', 'Mission Boulevard', 'Lake Street', 'Cedar Lane', 'Broadway', 'Elm Street'],
    surnames: ['Hansen', 'Alvarez', 'Brooks', 'Nakamura', "O'Neill", 'Carter', 'Lindqvist', 'Delgado', 'Foster', 'Kowalski', 'Reyes', 'Sullivan'],
    shopNames: [
      (s) => `${s} Cycles`, (_s, c) => `${c} Bicycle Co.`, (s) => `${s} Bike Works`,
      (_s, c) => `Spoke & Chain ${c}`, (s) => `${s} Family Bike Shop`, (_s, c) => `${c} Trail Outfitters`,
    ],
    address: (street, n) => `${n} ${street}`,
    emailDomain: 'com',
  },
  {
    sorg: 'DE01',
    country: 'Germany',
    phonePrefix: '+49',
    places: [
      { city: 'München', region: 'BY', postal: '80331' }, { city: 'Hamburg', region: 'HH', postal: '20095' },
      { city: 'Freiburg im Breisgau', region: 'BW', postal: '79098' }, { city: 'Leipzig', region: 'SN', postal: '04109' },
      { city: 'Münster', region: 'NW', postal: '48143' }, { city: 'Stuttgart', region: 'BW', postal: '70173' },
      { city: 'Dresden', region: 'SN', postal: '01067' }, { city: 'Bonn', region: 'NW', postal: '53111' },
    ],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Lindenallee', 'Schillerstraße', 'Gartenweg', 'Marktplatz', 'Rheinuferstraße'],
    surnames: ['Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Schäfer', 'Krüger', 'Wagner', 'Zimmermann', 'Braun'],
    shopNames: [
      (s) => `Zweirad ${s}`, (s) => `Radsport ${s} GmbH`, (s) => `Fahrradhaus ${s}`, (_s, c) => `${c} Bikes`, (s) => `Velo ${s} e.K.`,
    ],
    address: (street, n) => `${street} ${n}`,
    emailDomain: 'de',
  },
  {
    sorg: 'NL01',
    country: 'Netherlands',
    phonePrefix: '+31',
    places: [
      { city: 'Amsterdam', region: 'NH', postal: '1012 AB' }, { city: 'Utrecht', region: 'UT', postal: '3511 LX' },
      { city: 'Groningen', region: 'GR', postal: '9711 HV' }, { city: 'Eindhoven', region: 'NB', postal: '5611 AZ' },
      { city: 'Haarlem', region: 'NH', postal: '2011 RC' }, { city: 'Leiden', region: 'ZH', postal: '2311 EZ' },
      { city: 'Zwolle', region: 'OV', postal: '8011 TB' },
    ],
    streets: ['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Molenweg', 'Prinsengracht', 'Oudegracht', 'Herenstraat'],
    surnames: ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos', 'Vos'],
    shopNames: [
      (s) => `Fietsenwinkel ${s}`, (s) => `Rijwielhandel ${s}`, (_s, c) => `${c} Fietsen B.V.`, (s) => `Tweewielers ${s}`,
    ],
    address: (street, n) => `${street} ${n}`,
    emailDomain: 'nl',
  },
  {
    sorg: 'ID01',
    country: 'Indonesia',
    phonePrefix: '+62',
    places: [
      { city: 'Jakarta Selatan', region: 'JK', postal: '12190' }, { city: 'Bandung', region: 'JB', postal: '40115' },
      { city: 'Yogyakarta', region: 'YO', postal: '55213' }, { city: 'Semarang', region: 'JT', postal: '50132' },
      { city: 'Medan', region: 'SU', postal: '20112' }, { city: 'Denpasar', region: 'BA', postal: '80232' },
      { city: 'Malang', region: 'JI', postal: '65111' }, { city: 'Makassar', region: 'SN', postal: '90111' },
      { city: 'Surabaya', region: 'JI', postal: '60271' },
    ],
    streets: ['Jl. Sudirman', 'Jl. Diponegoro', 'Jl. Gajah Mada', 'Jl. Pemuda', 'Jl. Ahmad Yani', 'Jl. Merdeka', 'Jl. Veteran'],
    surnames: ['Santoso', 'Wijaya', 'Halim', 'Gunawan', 'Pratama', 'Kusuma', 'Setiawan', 'Hartono', 'Saputra', 'Lestari'],
    shopNames: [
      (s) => `Toko Sepeda ${s}`, (s) => `CV ${s} Cycle`, (_s, c) => `${c} Bike Centre`, (s) => `PT Sepeda ${s} Jaya`, (s) => `${s} Sport Sepeda`,
    ],
    address: (street, n) => `${street} No. ${n}`,
    emailDomain: 'co.id',
  },
];

/** Sales reps per sorg; S10025 covers dealers in both ID01 and US01. */
export const salesRepRows = [
  { code: 'S10025', name: 'Dana Whitfield', email: 'dana.whitfield@spoke-distribution.example', salesGroup: 'G-APAC-US', salesOffice: 'O-US01', sorgs: ['ID01', 'US01'] },
  { code: 'S10031', name: 'Marcus Bell', email: 'marcus.bell@spoke-distribution.example', salesGroup: 'G-US-EAST', salesOffice: 'O-US01', sorgs: ['US01'] },
  { code: 'S20011', name: 'Katrin Vogel', email: 'katrin.vogel@spoke-distribution.example', salesGroup: 'G-DACH', salesOffice: 'O-DE01', sorgs: ['DE01'] },
  { code: 'S20017', name: 'Pieter van Dijk', email: 'pieter.vandijk@spoke-distribution.example', salesGroup: 'G-BENELUX', salesOffice: 'O-NL01', sorgs: ['NL01', 'DE01'] },
  { code: 'S30007', name: 'Rina Hidayat', email: 'rina.hidayat@spoke-distribution.example', salesGroup: 'G-JAWA', salesOffice: 'O-ID01', sorgs: ['ID01'] },
] as const;

export const customerGroups = ['Gold', 'Silver', 'Bronze', 'Specialist', 'Key Account'] as const;
