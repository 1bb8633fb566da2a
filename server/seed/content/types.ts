import type { Field } from '../../../src/shared/resources/fields';
import type { FieldValue } from '../../../src/shared/resources/recordTypes';

type FieldOf<R extends { fields: readonly Field[] }> = R['fields'][number];

/**
 * One record as a data file writes it: the declaration's required fields must be given,
 * every other field may be left out. `Left` names fields the seeding code fills in itself.
 */
export type SeedInput<R extends { fields: readonly Field[] }, Left extends string = never> = {
  [F in Extract<FieldOf<R>, { required: true }> as Exclude<F['name'], Left>]: FieldValue<F>;
} & {
  [F in Exclude<FieldOf<R>, { required: true }> as Exclude<F['name'], Left>]?: FieldValue<F>;
};
