import { buildAll } from './buildAll';

await buildAll();
console.log('Build fertig: dist/client und dist/server');
