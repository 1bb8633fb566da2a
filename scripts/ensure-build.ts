// `npm start` serves the production build: build first when it is missing or older than the sources.
import { ensureBuild } from './buildAll';
import { buildIsStale } from './buildState';

if (buildIsStale()) console.log('The build is missing or older than the sources – building …');
await ensureBuild();
