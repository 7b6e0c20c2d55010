// The well-known actors every demo data set contains; other teams seed portal users for them.
export const demoActors = {
  sorgs: ['ID01', 'US01', 'DE01', 'NL01'] as const,
  singleCompanyDealer: { r3: '0001000123', isr: null, name: 'Pedal Pushers Bike Shop', city: 'Portland', region: 'OR', sorgs: ['US01'] },
  multiCompanyDealer: { r3: '0002000456', isr: 'I002000456', name: 'Radhaus Müller GmbH', city: 'Köln', region: 'NW', sorgs: ['DE01', 'NL01'] },
  salesRep: { salesman: 'S10025', name: 'Dana Whitfield', sorgs: ['ID01', 'US01'], minimumCustomers: 20 },
  customerVendor: { r3: '0003000789', isr: null, name: 'Velo Nusantara Distribusi', city: 'Surabaya', region: 'JI', sorgs: ['ID01'] },
} as const;

export type DemoActors = typeof demoActors;
