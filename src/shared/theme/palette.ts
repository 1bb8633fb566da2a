/** Colours of the specification (section 9), plus the dark tones chosen for readable text. */
export const colors = {
  primary: '#c7bc8f',
  secondary: '#a4a189',
  error: '#B00020',
  info: '#2196F3',
  success: '#4CAF50',
  warning: '#FB8C00',
  background: '#ffffff',
  surface: '#ffffff',
  /** Text on beige and on white: WCAG AA needs dark text on the light primary. */
  ink: '#23211b',
  /** A deep bronze of the primary, for links and accents that sit on white. */
  primaryDark: '#6b5f33',
  muted: '#5c584c',
  sand: '#f6f3ea',
} as const;
