import { buildAll } from './buildAll';
import { distDir } from './buildState';

await buildAll();
console.log(`Build done: ${distDir}/client and ${distDir}/server`);
