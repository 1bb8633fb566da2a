import type { Choice } from '../resources/fields';

/** The German name of a stored choice id, e.g. "suelz" → "Sülz"; unknown ids are shown as they are. */
export function choiceName(choices: readonly Choice[], id: string | null | undefined): string {
  if (!id) return '';
  return choices.find((choice) => choice.id === id)?.name ?? id;
}
