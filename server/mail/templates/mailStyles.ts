import { colors } from '../../../src/shared/theme/palette';
import { sans } from '../../../src/shared/theme/siteTheme';

/**
 * Inline styles of the mails: mail clients drop most stylesheets, so every element carries its own. Colours of
 * the site's palette; text dark on light, with enough contrast also where a client darkens the background.
 */
export const mailStyles = {
  body: { backgroundColor: colors.sand, margin: 0, padding: '24px 0', fontFamily: sans, color: colors.ink },
  container: {
    backgroundColor: '#ffffff',
    maxWidth: '600px',
    margin: '0 auto',
    borderRadius: '8px',
    overflow: 'hidden',
    border: `1px solid ${colors.primary}`,
  },
  header: { backgroundColor: colors.primary, padding: '20px 24px' },
  brand: { margin: 0, fontSize: '20px', fontWeight: 700, color: colors.ink },
  content: { padding: '8px 24px 16px' },
  heading: { fontSize: '22px', lineHeight: '1.3', fontWeight: 700, margin: '16px 0 8px', color: colors.ink },
  subheading: { fontSize: '16px', fontWeight: 700, margin: '20px 0 6px', color: colors.ink },
  // Long unbroken words (a link, a name without spaces) wrap instead of widening a phone's screen.
  text: {
    fontSize: '15px',
    lineHeight: '1.55',
    margin: '8px 0',
    color: colors.ink,
    overflowWrap: 'anywhere' as const,
    wordBreak: 'break-word' as const,
  },
  muted: {
    fontSize: '13px',
    lineHeight: '1.5',
    margin: '4px 0',
    color: colors.muted,
    overflowWrap: 'anywhere' as const,
    wordBreak: 'break-word' as const,
  },
  link: { color: colors.primaryDark, textDecoration: 'underline' },
  button: {
    display: 'inline-block',
    backgroundColor: colors.primaryDark,
    color: '#ffffff',
    padding: '12px 20px',
    borderRadius: '6px',
    fontSize: '15px',
    fontWeight: 600,
    textDecoration: 'none',
  },
  label: { fontSize: '13px', color: colors.muted, margin: '10px 0 0', fontWeight: 600 },
  value: {
    fontSize: '15px',
    lineHeight: '1.5',
    margin: '2px 0 0',
    color: colors.ink,
    whiteSpace: 'pre-wrap' as const,
    overflowWrap: 'anywhere' as const,
    wordBreak: 'break-word' as const,
  },
  box: { backgroundColor: colors.sand, borderRadius: '6px', padding: '12px 16px', margin: '12px 0' },
  rule: { borderColor: colors.primary, margin: '20px 0' },
  footer: { padding: '16px 24px 24px', backgroundColor: '#ffffff' },
  footerText: { fontSize: '12px', lineHeight: '1.5', margin: '2px 0', color: colors.muted },
} as const;
