import type { z } from 'zod';

export const INVALID_INPUT = 'Bitte überprüfen Sie Ihre Eingaben.';

/** The body of a 400: one German message per field, so a form can show each next to its input. */
export interface ValidationFailure {
  message: string;
  errors: Record<string, string>;
}

export function parseBody<T>(schema: z.ZodType<T>, body: unknown): { data: T } | { failure: ValidationFailure } {
  // A missing body is reported field by field, like an empty form.
  const result = schema.safeParse(body ?? {});
  if (result.success) return { data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return { failure: { message: INVALID_INPUT, errors } };
}
