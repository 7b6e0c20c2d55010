// Builds the country Worker once for the test layers that run it: npm test hands the output to the
// workerd tests and the worker browser stories as SPOKE_WORKER_DIST.
//   node --import tsx tests/worker/build.ts OUT_DIR [country]
import { resolve } from 'node:path';
import { buildWorker } from '../../scripts/edge/processes';

const [outDir, country = 'us'] = process.argv.slice(2);
if (!outDir) throw new Error('usage: node --import tsx tests/worker/build.ts OUT_DIR [country]');
const started = Date.now();
await buildWorker(resolve(outDir), country);
console.log(`Built the Worker for env "${country}" in ${((Date.now() - started) / 1000).toFixed(1)}s: ${resolve(outDir)}`);
