import Box from './Box';
import type { SxProps } from './sx';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { colors } from '../../shared/theme/palette';
import { focusRing } from './styles';

/**
 * Buttons and button-like links of the visitor site. Plain elements styled like the theme's
 * buttons: MUI's Button brings ButtonBase, the ripple and react-transition-group (about 12 KB
 * gzip) into every page for an effect visitors do not need.
 */
export type ActionVariant = 'contained' | 'outlined' | 'text';

interface ActionStyle {
  variant?: ActionVariant;
  size?: 'medium' | 'large';
  fullWidth?: boolean;
  startIcon?: ReactNode;
  sx?: SxProps;
  children: ReactNode;
}

const variantSx: Record<ActionVariant, object> = {
  contained: { bgcolor: colors.primary, color: colors.ink, border: '1px solid transparent', '&:hover': { bgcolor: '#b8ab78' } },
  outlined: { bgcolor: 'transparent', color: 'inherit', border: `1px solid ${colors.ink}`, '&:hover': { bgcolor: 'rgba(35,33,27,0.06)' } },
  text: { bgcolor: 'transparent', color: 'inherit', border: '1px solid transparent', '&:hover': { bgcolor: 'rgba(35,33,27,0.06)' } },
};

function actionSx({ variant = 'contained', size = 'medium', fullWidth = false, sx }: Omit<ActionStyle, 'children'>): SxProps {
  return [
    {
      display: fullWidth ? 'flex' : 'inline-flex',
      width: fullWidth ? '100%' : 'auto',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 1,
      minHeight: size === 'large' ? 50 : 42,
      px: size === 'large' ? 3 : variant === 'text' ? 1.25 : 2,
      py: 0.75,
      borderRadius: 1,
      font: 'inherit',
      fontWeight: 600,
      fontSize: size === 'large' ? '1rem' : '0.95rem',
      lineHeight: 1.3,
      textAlign: 'center',
      textDecoration: 'none',
      cursor: 'pointer',
      transition: 'background-color 120ms ease',
      '&:focus-visible': focusRing,
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
      '& > svg': { fontSize: '1.25rem' },
      ...variantSx[variant],
    },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
}

export function ActionLink({ to, variant, size, fullWidth, startIcon, sx, children, ...rest }: ActionStyle & { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <Box component={RouterLink} to={to} {...rest} sx={actionSx({ variant, size, fullWidth, sx })}>
      {startIcon}
      {children}
    </Box>
  );
}

export function ActionAnchor({ variant, size, fullWidth, startIcon, sx, children, ...rest }: ActionStyle & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <Box component="a" {...rest} sx={actionSx({ variant, size, fullWidth, sx })}>
      {startIcon}
      {children}
    </Box>
  );
}

export function ActionButton({ variant, size, fullWidth, startIcon, sx, children, type = 'button', ...rest }: ActionStyle & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <Box component="button" type={type} {...rest} sx={actionSx({ variant, size, fullWidth, sx })}>
      {startIcon}
      {children}
    </Box>
  );
}
