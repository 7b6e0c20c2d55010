// The Worker stack lives in scripts/edge/stack.ts, where `npm run dev:edge` starts it too.
export * from '../../scripts/edge/stack';
