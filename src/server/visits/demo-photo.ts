// Demo visits carry `demo:<slot>-<n>` photo references: a simple shop drawing stands in for them.
const PALETTE = ['#c62828', '#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f'];

export function demoPhotoSvg(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9-]/g, '');
  const n = Number(safe.split('-').pop()) || 1;
  const colour = PALETTE[n % PALETTE.length] ?? '#1565c0';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${safe}">`
    + `<rect width="400" height="300" fill="#eceff1"/><rect x="40" y="90" width="320" height="170" fill="${colour}"/>`
    + `<rect x="70" y="130" width="110" height="130" fill="#fff" opacity=".85"/><rect x="210" y="130" width="120" height="80" fill="#fff" opacity=".85"/>`
    + `<polygon points="30,90 200,30 370,90" fill="#37474f"/><text x="200" y="285" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#263238">${safe}</text></svg>`;
}
