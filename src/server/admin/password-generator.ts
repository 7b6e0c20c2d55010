// Passwords generated for new accounts and "generate new password": 14 characters from an alphabet
// without look-alikes (0/O, 1/l/I), always with a digit, an upper and a lower case letter, so the
// password rules of docs/requirements.md#password-rule hold.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const ALL = UPPER + LOWER + DIGITS;
const LENGTH = 14;

function pick(alphabet: string, random: number): string {
  return alphabet[random % alphabet.length] ?? 'x';
}

export function generatePassword(): string {
  const random = crypto.getRandomValues(new Uint32Array(LENGTH + 1));
  const chars = [pick(UPPER, random[0] ?? 0), pick(LOWER, random[1] ?? 0), pick(DIGITS, random[2] ?? 0)];
  for (let i = 3; i < LENGTH; i++) chars.push(pick(ALL, random[i] ?? 0));
  // Shuffle so the required classes are not always in front.
  const order = crypto.getRandomValues(new Uint32Array(LENGTH));
  for (let i = LENGTH - 1; i > 0; i--) {
    const j = (order[i] ?? 0) % (i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
