// Server tests talk to the production build; make sure it matches the sources.
import { buildAll } from './buildAll';
import { buildIsStale } from './buildState';

export default async function setup() {
  if (buildIsStale()) await buildAll();
}
