import type { Choice } from '../../shared/resources/fields';

/** Whether a declaration's choices come in groups (Choice.group), as Cologne's districts by Stadtbezirk do. */
export const isGrouped = (choices: readonly Choice[]) => choices.some((choice) => choice.group !== undefined);

/** The heading MUI's Autocomplete shows a choice under; the choices come sorted by group. */
export const choiceGroup = (choice: Choice) => choice.group ?? '';
