// Demo accounts printed at start. They point at the embedded upstream's well-known demo actors.
import type { UserArea } from '../../tests/factories';

export const DEMO_PASSWORD = 'Spoke-Demo-2026';

export interface SeedAccount {
  username: string;
  name: string;
  email: string;
  language: string;
  limitation: string | null;
  roles: readonly string[];
  areas: readonly UserArea[];
  customers: readonly { r3: string; isr: string | null }[];
  description: string;
  /** Keys of the country sites (src/content/hosts) the account orders on, its home site first (decision 0015). */
  sites: readonly string[];
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    username: 'dealer.us',
    name: 'Jamie Carter',
    email: 'jamie.carter@pedalpushers.example',
    language: 'en',
    limitation: 'customer',
    roles: ['dealer'],
    areas: [],
    customers: [{ r3: '0001000123', isr: null }],
    description: 'Dealer with one customer: Pedal Pushers Bike Shop, Portland (US01)',
    sites: ['us'],
  },
  {
    username: 'dealer.de',
    name: 'Katrin Müller',
    email: 'katrin.mueller@radhaus-mueller.example',
    language: 'de',
    limitation: 'customer',
    roles: ['dealer'],
    areas: [],
    customers: [{ r3: '0002000456', isr: 'I002000456' }],
    description: 'Dealer whose customer has several companies: Radhaus Müller GmbH, Köln (DE01, NL01)',
    sites: ['de', 'nl'],
  },
  {
    username: 'dealer.id',
    name: 'Agus Setiawan',
    email: 'agus.setiawan@tokosepedasetiawan.example',
    language: 'id',
    limitation: 'customer',
    roles: ['dealer'],
    areas: [],
    customers: [{ r3: '0004105617', isr: null }],
    description: 'Dealer paying invoices under the overdue rule: Toko Sepeda Setiawan, Bandung (ID01)',
    sites: ['id'],
  },
  {
    username: 'sales.rep',
    name: 'Rizky Pratama',
    email: 'rizky.pratama@spoke-distribution.example',
    language: 'en',
    limitation: 'salesman',
    roles: ['salesman'],
    areas: [
      { sorg: 'ID01', limitation: 'salesman', option: 'EQ', value: 'S10025' },
      { sorg: 'US01', limitation: 'salesman', option: 'EQ', value: 'S10025' },
    ],
    customers: [],
    description: 'Sales rep S10025 acting for many dealers in ID01 and US01',
    sites: ['us', 'id'],
  },
  {
    username: 'vendor.id',
    name: 'Dewi Lestari',
    email: 'dewi.lestari@velonusantara.example',
    language: 'id',
    limitation: 'customer',
    roles: ['customer-vendor'],
    areas: [],
    customers: [{ r3: '0003000789', isr: null }],
    description: 'Customer-vendor: Velo Nusantara Distribusi, Surabaya (ID01)',
    sites: ['id'],
  },
  {
    username: 'admin',
    name: 'Portal Administrator',
    email: 'admin@spoke-distribution.example',
    language: 'en',
    limitation: null,
    roles: ['administrator'],
    areas: [],
    customers: [],
    description: 'Administrator with every scope',
    sites: ['us', 'de', 'nl', 'id'],
  },
  {
    username: 'auditor',
    name: 'Morgan Reyes',
    email: 'morgan.reyes@spoke-distribution.example',
    language: 'en',
    limitation: 'audit',
    roles: ['audit'],
    areas: [
      { sorg: 'US01', limitation: 'audit', option: 'EQ', value: 'US01' },
      { sorg: 'ID01', limitation: 'audit', option: 'EQ', value: 'ID01' },
    ],
    customers: [],
    description: 'Auditor (limitation audit): reads orders and invoices of any US01 or ID01 customer after choosing one; requests reports without choosing',
    sites: ['us', 'id'],
  },
];
