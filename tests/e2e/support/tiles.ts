// The e2e server gives the Dutch host a tile source (MAP_TILES_NL, decision 0061) on a name that never
// resolves (.invalid): the sales-area tile story answers its requests in the browser, nothing leaves.
export const E2E_TILE_HOST = 'tiles.spoke-e2e.invalid';
export const E2E_TILE_ATTRIBUTION = 'Tiles © Spoke e2e';
export const E2E_TILE_SETTING = `https://${E2E_TILE_HOST}/{z}/{x}/{y}.png|${E2E_TILE_ATTRIBUTION}|18`;
