import Box from '../ui/Box';
import { colors } from '../../shared/theme/palette';

/** Statuses visitors see on cards and exposés; "verfügbar" needs no badge. */
const labels: Record<string, { text: string; bg: string; fg: string }> = {
  reserviert: { text: 'Reserviert', bg: '#fff3d6', fg: '#6a4a00' },
  verkauft: { text: 'Verkauft', bg: colors.ink, fg: '#ffffff' },
  vermietet: { text: 'Vermietet', bg: colors.ink, fg: '#ffffff' },
};

export function StatusBadge({ status }: { status: string }) {
  const label = labels[status];
  if (!label) return null;
  return <Badge bg={label.bg} fg={label.fg}>{label.text}</Badge>;
}

/** A small label on a picture or next to a title: "Miete", "Neubau", "Reserviert". */
export function Badge({ children, bg = '#ffffff', fg = colors.ink }: { children: string; bg?: string; fg?: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.4,
        borderRadius: 10,
        bgcolor: bg,
        color: fg,
        fontSize: '0.78rem',
        fontWeight: 700,
        letterSpacing: '0.04em',
        lineHeight: 1.5,
        boxShadow: '0 1px 2px rgba(0,0,0,0.12)',
      }}
    >
      {children}
    </Box>
  );
}
