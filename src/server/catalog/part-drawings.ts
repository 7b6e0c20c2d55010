// Drawings of the kinds of part in the demo catalogue (a tyre, a tube, a bottle, a helmet...), so
// a list of parts reads at a glance. Chosen by words of the image key (brand and model slug);
// the same key always gives the same drawing, with no file and no network.
const INK = '#2b2f36';

type Drawing = (colour: string, seed: number) => string;

const tyre: Drawing = (colour) => {
  const treads = Array.from({ length: 36 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 36;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    return `M${(200 + 112 * c).toFixed(1)} ${(150 + 112 * s).toFixed(1)} L${(200 + 124 * c).toFixed(1)} ${(150 + 124 * s).toFixed(1)}`;
  }).join(' ');
  return `<circle cx="200" cy="150" r="104" fill="none" stroke="${INK}" stroke-width="30"/><path d="${treads}" stroke="${INK}" stroke-width="7"/><circle cx="200" cy="150" r="86" fill="none" stroke="${colour}" stroke-width="4"/>`;
};

const tube: Drawing = (colour) =>
  `<circle cx="200" cy="140" r="92" fill="none" stroke="${colour}" stroke-width="16"/><rect x="193" y="228" width="14" height="40" rx="3" fill="#9aa1a9"/><rect x="189" y="262" width="22" height="10" rx="2" fill="${INK}"/>`;

const chain: Drawing = (colour) =>
  Array.from({ length: 7 }, (_, i) => `<rect x="${40 + i * 46}" y="${i % 2 ? 128 : 122}" width="58" height="${i % 2 ? 44 : 56}" rx="22" fill="none" stroke="${i % 2 ? colour : INK}" stroke-width="9"/><circle cx="${54 + i * 46}" cy="150" r="6" fill="${INK}"/>`).join('');

function cog(cx: number, cy: number, outer: number, teeth: number, colour: string): string {
  const points = Array.from({ length: teeth * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : outer - 10;
    const a = (Math.PI * i) / teeth;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${colour}" stroke="#f6f7f9" stroke-width="2"/>`;
}

const cassette: Drawing = (colour) =>
  [112, 96, 80, 64, 48].map((r, i) => cog(200, 150, r, 14 + (4 - i) * 6, i % 2 ? colour : INK)).join('') + `<circle cx="200" cy="150" r="18" fill="#f6f7f9"/>`;

const pads: Drawing = (colour) =>
  `<rect x="70" y="70" width="110" height="160" rx="28" fill="#9aa1a9"/><rect x="84" y="90" width="82" height="120" rx="20" fill="${colour}"/><rect x="220" y="70" width="110" height="160" rx="28" fill="#9aa1a9"/><rect x="234" y="90" width="82" height="120" rx="20" fill="${colour}"/><circle cx="125" cy="62" r="10" fill="${INK}"/><circle cx="275" cy="62" r="10" fill="${INK}"/>`;

const saddle: Drawing = (colour) =>
  `<path d="M60 120 C60 90 150 86 220 96 C280 104 340 112 345 130 C350 150 300 160 250 160 C200 162 170 190 120 190 C80 190 60 160 60 120 Z" fill="${colour}" stroke="${INK}" stroke-width="6"/><path d="M150 190 L170 250 M250 160 L230 250 M160 250 H240" stroke="${INK}" stroke-width="8" stroke-linecap="round" fill="none"/>`;

const helmet: Drawing = (colour) =>
  `<path d="M70 200 C70 100 140 60 210 60 C290 60 340 120 340 200 Z" fill="${colour}" stroke="${INK}" stroke-width="6"/><path d="M130 110 L160 150 M190 88 L200 140 M250 90 L240 142 M300 120 L275 155" stroke="#f6f7f9" stroke-width="12" stroke-linecap="round"/><path d="M60 200 H350" stroke="${INK}" stroke-width="10" stroke-linecap="round"/><path d="M120 200 C130 240 170 250 200 240" stroke="${INK}" stroke-width="5" fill="none"/>`;

const light: Drawing = (colour) =>
  `<rect x="80" y="110" width="150" height="80" rx="24" fill="${INK}"/><circle cx="230" cy="150" r="44" fill="${colour}" stroke="${INK}" stroke-width="8"/><path d="M290 120 L360 95 M295 150 H370 M290 180 L360 205" stroke="${colour}" stroke-width="8" stroke-linecap="round"/><rect x="120" y="190" width="20" height="40" fill="${INK}"/>`;

const pump: Drawing = (colour) =>
  `<rect x="180" y="80" width="40" height="170" rx="10" fill="${colour}" stroke="${INK}" stroke-width="5"/><path d="M140 62 H260 M200 62 V80" stroke="${INK}" stroke-width="14" stroke-linecap="round"/><path d="M120 262 H280" stroke="${INK}" stroke-width="14" stroke-linecap="round"/><path d="M220 210 C280 210 300 160 290 120" stroke="${INK}" stroke-width="6" fill="none"/><circle cx="200" cy="150" r="16" fill="#f6f7f9" stroke="${INK}" stroke-width="4"/>`;

const lock: Drawing = (colour) =>
  `<path d="M130 160 V100 C130 50 270 50 270 100 V160" fill="none" stroke="#9aa1a9" stroke-width="24"/><rect x="100" y="150" width="200" height="110" rx="16" fill="${colour}" stroke="${INK}" stroke-width="6"/><circle cx="200" cy="200" r="14" fill="${INK}"/><rect x="195" y="205" width="10" height="28" fill="${INK}"/>`;

const bottle: Drawing = (colour) =>
  `<rect x="182" y="40" width="36" height="26" rx="6" fill="${INK}"/><path d="M170 66 H230 L240 100 V250 C240 266 230 272 200 272 C170 272 160 266 160 250 V100 Z" fill="${colour}" fill-opacity="0.85" stroke="${INK}" stroke-width="6"/><path d="M160 140 H240 M160 190 H240" stroke="#f6f7f9" stroke-width="6"/>`;

const groupset: Drawing = (colour) =>
  `${cog(170, 160, 96, 40, INK)}<circle cx="170" cy="160" r="70" fill="#f6f7f9"/>${cog(170, 160, 62, 28, colour)}<circle cx="170" cy="160" r="16" fill="${INK}"/><path d="M170 160 L300 250" stroke="${INK}" stroke-width="22" stroke-linecap="round"/><rect x="282" y="240" width="60" height="18" rx="6" fill="${INK}"/>`;

const cogOnly: Drawing = (colour, seed) => `${cog(200, 150, 92, 8 + (seed % 8), colour)}<circle cx="200" cy="150" r="34" fill="#f6f7f9"/><circle cx="200" cy="150" r="12" fill="${INK}"/>`;

/** First matching word wins; the words are the brands and model names of the demo families. */
const KINDS: readonly (readonly [RegExp, Drawing])[] = [
  [/(^|\/)groupset\//, groupset],
  [/tube/, tube],
  [/gripline|tyre|tire/, tyre],
  [/lock|bolt/, lock],
  [/chain|truelink/, chain],
  [/cassette|shiftline/, cassette],
  [/pad|insert|stopwell/, pads],
  [/saddle/, saddle],
  [/helmet|halo-guard/, helmet],
  [/light|lumen/, light],
  [/pump|inflator|airforge/, pump],
  [/bottle|cage|hydra/, bottle],
];

/** The drawing of a part's image key; an unknown kind is a cog. */
export function partDrawing(key: string, colour: string, seed: number): string {
  const model = key.split('/').slice(0, 2).join('/');
  const kind = KINDS.find(([pattern]) => pattern.test(model))?.[1] ?? cogOnly;
  return kind(colour, seed);
}
