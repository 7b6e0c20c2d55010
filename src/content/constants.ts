// Host-independent constants of docs/requirements.md#constants, in one place for pages and islands.

export const CATALOG = {
  pageSize: 12,
  defaultSort: { field: 'price', order: 'asc' },
  bestSellersLimit: 8,
  suggestionsLimit: 4,
  suggestionsShownOnMobile: 2,
  suggestionMinTermLength: 3,
  headerSearchDebounceMs: 650,
  customerSearchDebounceMs: 450,
} as const;

export const LISTS = {
  customerListPageSizes: [10, 25, 50],
  customerListVisiblePages: 4,
  tablePageSizes: [10, 20],
  tableDefaultPageSize: 10,
  tableVisiblePages: 10,
  contentListLimit: 15,
} as const;

export const DISMISSAL_MS = 7_200_000;
export const BANNER_CLOSED_KEY = 'hasClosePopUp';
export const ANNOUNCEMENT_COLLAPSE = { thresholdChars: 400, collapsedHeightPx: 150 } as const;
export const MOBILE_TRIM_CHARS = 36;
export const LAYOUT_MAX_WIDTH_PX = { default: 1200, salesOverview: 1400 } as const;
export const NOT_FOUND_IMAGE_WIDTH_PX = { phone: 250, other: 375 } as const;
export const CONSIGNMENT_FILL_UP_DOC_TYPE = 'CF';
export const PRODUCT_CATEGORIES = ['Bike', 'PAA'] as const;
export const OVERDUE_BLOCK_DAYS = 30;
export const MIN_PARTIAL_PAYMENT = 1;
