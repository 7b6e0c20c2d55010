// The question lists of the two visit forms: the answers a rep picks from, per brand.
type Option = { code: string; label: string };
const o = (code: string, label: string): Option => ({ code, label });

const OTHER_MIDRANGE: Record<string, Option[]> = {
  polygon: [o('giant', 'Giant'), o('trek', 'Trek'), o('specialized', 'Specialized'), o('merida', 'Merida'), o('cannondale', 'Cannondale'), o('other', 'Other')],
  wim: [o('united', 'United'), o('pacific', 'Pacific'), o('element', 'Element'), o('thrill', 'Thrill'), o('other', 'Other')],
};

const EQUIPMENT: Record<string, Option[]> = {
  polygon: [o('workshop', 'Workshop'), o('bike-stand', 'Repair stand'), o('test-ride', 'Test-ride fleet'), o('fitting', 'Bike fitting'), o('ebike-charger', 'E-bike charging')],
  wim: [o('workshop', 'Workshop'), o('bike-stand', 'Repair stand'), o('kids-corner', 'Kids corner'), o('storage', 'Storage room')],
};

const BRAND_DISPLAY: Record<string, Option[]> = {
  polygon: [o('front', 'Front of shop'), o('dedicated-wall', 'Dedicated wall'), o('mixed', 'Mixed with other brands'), o('none', 'Not displayed')],
  wim: [o('front', 'Front of shop'), o('corner', 'Brand corner'), o('mixed', 'Mixed with other brands'), o('none', 'Not displayed')],
};

const SERIES: Record<string, Option[]> = {
  polygon: [o('siskiu', 'Siskiu'), o('xtrada', 'Xtrada'), o('strattos', 'Strattos'), o('path', 'Path'), o('heist', 'Heist'), o('kalosi', 'Kalosi')],
  wim: [o('urban', 'Urban'), o('junior', 'Junior'), o('cargo', 'Cargo'), o('folding', 'Folding')],
};

export const otherMidranges = (brand: string): Option[] => OTHER_MIDRANGE[brand] ?? [];
export const equipments = (brand: string): Option[] => EQUIPMENT[brand] ?? [];
export const brandDisplays = (brand: string): Option[] => BRAND_DISPLAY[brand] ?? [];
export const seriesOf = (brand: string): Option[] => SERIES[brand] ?? [];
