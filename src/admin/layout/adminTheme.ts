import { createTheme } from '@mui/material/styles';
import { defaultLightTheme } from 'react-admin';
import { colors } from '../../shared/theme/palette';
import { theme } from './theme';

// react-admin's defaults for inputs, tables and the sidebar, without its blue palette.
const reactAdminDefaults = Object.fromEntries(Object.entries(defaultLightTheme).filter(([key]) => key !== 'palette'));

/**
 * The site's beige theme with react-admin's component defaults. The beige is too light for text on
 * white (WCAG AA), so wherever MUI would write text or draw a checked control in the primary colour,
 * the dashboard uses the theme's deep bronze instead.
 */
export const adminTheme = createTheme(theme, reactAdminDefaults, {
  components: {
    MuiButton: {
      variants: [
        { props: { variant: 'text', color: 'primary' }, style: { color: colors.primaryDark } },
        { props: { variant: 'outlined', color: 'primary' }, style: { color: colors.primaryDark, borderColor: colors.primaryDark } },
      ],
    },
    MuiIconButton: { variants: [{ props: { color: 'primary' }, style: { color: colors.primaryDark } }] },
    MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: colors.primaryDark } } } },
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: colors.primaryDark } } } },
    MuiCheckbox: {
      // react-admin labels its row and page checkboxes with `aria-label` on the Checkbox, which MUI puts on
      // the wrapper: the <input> itself stays nameless for screen readers. Hand the label on to the input.
      defaultProps: {
        slotProps: {
          input: (ownerState: { inputProps?: object; 'aria-label'?: string }) => ({
            ...ownerState.inputProps,
            ...(ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
          }),
        },
      },
      styleOverrides: { root: { '&.Mui-checked': { color: colors.primaryDark } } },
    },
    // react-admin's spinners (a select waiting for its choices, the app bar's loading indicator) have no name: axe
    // finds a nameless progressbar whenever a list of choices takes longer than a second to arrive.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Wird geladen …' } },
    MuiSwitch: {
      styleOverrides: {
        switchBase: { '&.Mui-checked': { color: colors.primaryDark } },
        track: { '.Mui-checked.Mui-checked + &': { backgroundColor: colors.primaryDark } },
      },
    },
    MuiFilledInput: {
      styleOverrides: {
        root: {
          backgroundColor: colors.sand,
          '&:hover': { backgroundColor: '#efeadb' },
          '&.Mui-focused': { backgroundColor: colors.sand },
        },
        underline: { '&::after': { borderBottomColor: colors.primaryDark } },
      },
    },
    // Wide tables scroll inside their own box instead of widening the page (react-admin sizes the layout
    // to fit its content, which pushes phones' pages sideways and cuts the app bar short).
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // Less padding than MUI's 16 px leaves room for titles, and lets a list fit 375 px without scrolling sideways.
    MuiTableCell: {
      styleOverrides: {
        sizeSmall: { paddingLeft: 10, paddingRight: 10, [theme.breakpoints.down('sm')]: { paddingLeft: 6, paddingRight: 6 } },
      },
    },
    RaToolbar: { styleOverrides: { root: { backgroundColor: colors.sand } } },
    // The collapsed bulk-action bar is only clipped to no height: its buttons stayed reachable by Tab and lay
    // over the list's Export button and column headers (axe target-size).
    RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } } },
    // "Noch keine …" of an empty list: react-admin writes it in the disabled grey, below WCAG's contrast.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: theme.palette.text.secondary } } } },
    // A linked record's title (the offer of an inquiry) in the readable bronze, not the pale beige.
    RaReferenceField: { styleOverrides: { root: { '& .RaLink-link, & .RaLink-link .MuiTypography-root': { color: colors.primaryDark } } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: '3px solid transparent',
          '&.RaMenuItemLink-active': { borderLeftColor: colors.primaryDark, backgroundColor: colors.sand, fontWeight: 600 },
          '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: colors.primaryDark },
        },
      },
    },
  },
});
