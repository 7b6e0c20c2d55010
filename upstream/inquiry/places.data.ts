// Countries offered by the public inquiry: those of the demo hosts, whose cities are the sales-area
// region groups (cities(countries: [id])).
export const COUNTRIES = [
  { id: 'DE', name: 'Germany' },
  { id: 'ID', name: 'Indonesia' },
  { id: 'NL', name: 'Netherlands' },
  { id: 'US', name: 'United States' },
] as const;
