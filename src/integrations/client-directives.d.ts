// Lets .astro files write `client:interaction` on a framework component.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}
export {};
