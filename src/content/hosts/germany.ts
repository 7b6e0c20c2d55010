import { FEATURES_OFF, HOST_DEFAULTS } from './defaults.ts';
import type { HostConfig } from './types.ts';

export const germany: HostConfig = {
  ...HOST_DEFAULTS,
  key: 'de',
  hostnames: ['haendler.spoke-bikes.de', 'dealer.spoke-bikes.de'],
  sorg: 'DE01',
  countryId: 'DE',
  telpCode: '+49',
  defaultLocale: 'de',
  languages: [
    { code: 'de', name: 'Deutsch' },
    { code: 'en-uk', name: 'English' },
  ],
  webTitle: 'Spoke Händlerportal',
  webDescription: 'Fahrräder, Ersatzteile und Zubehör von Spoke für Fachhändler in Deutschland bestellen.',
  webKeywords: 'Fahrrad, Händler, Ersatzteile, Zubehör, Spoke, B2B',
  webCopyright: '© Spoke Bikes Deutschland GmbH',
  emailSupport: 'haendlerservice@spoke-bikes.de',
  dateFormat: 'DD.MM.YYYY',
  currency: {
    display: 'EUR',
    symbol: '€',
    thousandSeparator: '.',
    decimalSeparator: ',',
    decimalPrecision: 2,
  },
  paaLabel: 'PAA',
  maskStock: 20,
  nextArrivalMonth: 4,
  cartDisclaimer: 'cart.disclaimer_prices_net',
  claimAllowPAA: false,
  paymentGateway: null,
  forgotPassword: false,
  hideNewCustomerInquiry: true,
  features: {
    ...FEATURES_OFF,
    WEB_MANIFEST: true,
    CUSTOM_URL_TO_HIDE_NEW_INQUIRY: true,
    NEWS: true,
    MATOMO: true,
  },
};
