// Menu and route labels come from the route and menu tables as `menu.*` / `route.*` keys; a key
// missing from locales/ shows as itself rather than failing the page (tests/unit/shell-locale-keys).
import { sayKey, type Translate } from '../../server/i18n';

export function label(t: Translate, key: string): string {
  return sayKey(t, key);
}
