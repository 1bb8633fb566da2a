import Box from '../ui/Box';
import type { ComponentProps, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { fieldSx, labelSx, selectSx, visuallyHidden } from '../ui/styles';

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}

export const errorId = (id: string) => `${id}-fehler`;
export const hintId = (id: string) => `${id}-hinweis`;

/** Ids of the texts that describe a field: its hint and, when present, its error. */
export const describedBy = (id: string, hint?: string, error?: string) =>
  [hint && hintId(id), error && errorId(id)].filter(Boolean).join(' ') || undefined;

/** Label above, hint and error below: the error is tied to the field for screen readers. */
export function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={labelSx}>
        {label}
        {required ? (
          <Box component="span" aria-hidden="true" sx={{ color: 'error.main', ml: 0.25 }}>
            *
          </Box>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {' '}
            (optional)
          </Box>
        )}
      </Box>
      {children}
      {hint && (
        <Box id={hintId(id)} sx={{ mt: 0.5, fontSize: '0.875rem', color: 'text.secondary' }}>
          {hint}
        </Box>
      )}
      {error && <FieldError id={errorId(id)}>{error}</FieldError>}
    </Box>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Box id={id} sx={{ mt: 0.75, color: 'error.main', fontSize: '0.9rem', fontWeight: 600, display: 'flex', gap: 0.75 }}>
      <span aria-hidden="true">⚠</span>
      <span>{children}</span>
    </Box>
  );
}

export function TextInput(props: ComponentProps<'input'>) {
  return <Box component="input" {...props} sx={fieldSx} />;
}

export function TextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <Box component="textarea" {...props} sx={{ ...fieldSx, minHeight: 150, resize: 'vertical', lineHeight: 1.5 }} />;
}

export function Select(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return <Box component="select" {...props} sx={selectSx} />;
}

/**
 * The honeypot `website`: off-screen, hidden from screen readers and skipped by the keyboard, so people leave it
 * empty while many bots fill it; the server drops a submission that fills it. Controlled where the form is.
 */
export function HoneypotField({ id, ...control }: { id: string; value?: string; onChange?: ComponentProps<'input'>['onChange'] }) {
  return (
    <Box aria-hidden="true" sx={visuallyHidden}>
      <label htmlFor={id}>Website (bitte leer lassen)</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" {...control} />
    </Box>
  );
}
