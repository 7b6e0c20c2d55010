// saxen ships no types; only the part workbook-sheets.ts uses is declared.
declare module 'saxen' {
  export class Parser {
    ns(namespaces?: Record<string, string>): void;
    on(event: 'openTag', handler: (name: string, attrs: () => Record<string, string>, decode: (text: string) => string) => void): void;
    on(event: 'error', handler: (error: Error) => void): void;
    parse(xml: string): void;
  }
}
