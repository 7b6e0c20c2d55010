// The QR code printed on the warranty certificate: the frame passport's address on the site and in
// the language the certificate was made for (decision 0113). uqr encodes in plain JavaScript with no
// dependencies, so the same code runs on Node and in workerd.
import { encode } from 'uqr';
import { siteOrigin } from '../../content/hosts/index.ts';
import { passportPath } from '../../domain/frame-passport';
import type { HostConfig } from '../../domain/hosts.types';

/** The passport's absolute address: `https://dealers.example/en-us/frame/KE250000002`. */
export function passportUrl(origin: string, locale: string, serial: string): string {
  return `${origin.replace(/\/+$/, '')}${passportPath(locale, serial)}`;
}

/** The passport's address on the site a certificate is asked for (its public hostname, or `<site>.localhost` locally). */
export function certificatePassportUrl(host: HostConfig, requestUrl: URL, locale: string, serial: string): string {
  return passportUrl(siteOrigin(host, requestUrl), locale, serial);
}

/** The QR code's modules, row by row (true is dark), without the quiet zone: the page leaves that white. */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: 0 }).data;
}

/** Dark modules merged into horizontal runs, so a row is a few rectangles instead of one per module. */
export function qrRuns(modules: readonly (readonly boolean[])[]): { row: number; column: number; length: number }[] {
  const runs: { row: number; column: number; length: number }[] = [];
  modules.forEach((cells, row) => {
    let start = -1;
    cells.forEach((dark, column) => {
      if (dark && start < 0) start = column;
      if (start >= 0 && (!dark || column === cells.length - 1)) {
        const end = dark ? column + 1 : column;
        runs.push({ row, column: start, length: end - start });
        start = -1;
      }
    });
  });
  return runs;
}
