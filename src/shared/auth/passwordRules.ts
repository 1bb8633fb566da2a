/** Staff passwords shorter than this are refused everywhere (dashboard, CLI, initial admin, an invitation in Firebase mode). */
export const MIN_PASSWORD_LENGTH = 10;
export const PASSWORD_TOO_SHORT = `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`;

/** Counted in characters, not UTF-16 units: five emoji are five characters. */
export function passwordProblem(password: string): string | null {
  return [...password].length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : null;
}
