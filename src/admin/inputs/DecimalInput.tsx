import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useResourceContext } from 'react-admin';
import { formatEditableNumber, parseGermanNumber } from '../../shared/format/numbers';

interface DecimalInputProps {
  source: string;
  label?: string;
  isRequired?: boolean;
  helperText?: string | false;
  /** Shown after the value ("m²", "€"). */
  unit?: string;
  /** Read by react-admin's filter form (always shown filters); the input itself ignores it. */
  alwaysOn?: boolean;
}

/** The stored value as the input shows it; an entry that is no number stays as typed, beside its error. */
const shown = (value: unknown) => (typeof value === 'number' ? formatEditableNumber(value) : typeof value === 'string' ? value : '');

/**
 * What the form keeps for the typed text: a number (parseGermanNumber: "2,5" and "2.5" are 2.5), null when empty,
 * or the text itself when it is no number, so the form's validation (the server's) refuses it in German instead of
 * a browser number input silently turning "2,5" into 25.
 */
const valueOf = (text: string) => (text.trim() === '' ? null : (parseGermanNumber(text) ?? text));

/** A number field as German staff type it: a text input with a decimal keyboard, shown back with a decimal comma. */
export function DecimalInput({ source, label, isRequired, helperText, unit }: DecimalInputProps) {
  const resource = useResourceContext();
  const { field, fieldState, id } = useInput({ source, isRequired, defaultValue: null });
  // The text as typed: "2," on the way to "2,5" must stay on screen while the form already holds 2.
  const [text, setText] = useState(() => shown(field.value));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(shown(field.value));
  }, [field.value]);

  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onFocus={() => {
        focused.current = true;
      }}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(valueOf(event.target.value));
      }}
      onBlur={() => {
        focused.current = false;
        field.onBlur();
        setText(shown(field.value));
      }}
      className={`ra-input ra-input-${source}`}
      size="small"
      error={fieldState.invalid}
      label={label === undefined ? <FieldTitle source={source} resource={resource} isRequired={isRequired} /> : label}
      helperText={
        helperText !== false || fieldState.invalid ? <InputHelperText error={fieldState.error?.message} helperText={helperText} /> : null
      }
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
