import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AccountEntry } from '../../shared/auth/accounts';
import { ROLE_LABELS, ROLES, type Role } from '../../shared/auth/rolePolicy';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

interface AccountItemProps {
  account: AccountEntry;
  onRole: (role: Role) => void;
  /** Absent where accounts cannot be deactivated (Firebase mode). */
  onActive?: (active: boolean) => void;
  deleteLabel: string;
  onDelete: () => void;
  /** Removes the account's second factor (its owner lost the phone); absent where the backend keeps none (Firebase mode). */
  onResetSecondFactor?: () => void;
  pending: boolean;
}

/** One account of the "Zugänge" list; the own account shows no actions (nobody demotes or removes themselves). */
export function AccountItem({ account, onRole, onActive, deleteLabel, onDelete, onResetSecondFactor, pending }: AccountItemProps) {
  const label = account.name ?? account.email;
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}
      aria-label={label}
    >
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {label}
          {account.self && ' (Sie)'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {account.email}
        </Typography>
        {account.lastSignInAt !== undefined && (
          <Typography variant="body2" color="text.secondary">
            Letzte Anmeldung: {account.lastSignInAt ? dateTime.format(new Date(account.lastSignInAt)) : 'noch nie'}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        {onActive && (
          <Chip size="small" label={account.active ? 'aktiv' : 'deaktiviert'} variant={account.active ? 'outlined' : 'filled'} />
        )}
        {account.twoFactor && <Chip size="small" label="Zwei-Faktor aktiv" variant="outlined" />}
        {account.self ? (
          <Chip size="small" label={ROLE_LABELS[account.role]} />
        ) : (
          <>
            <TextField
              select
              size="small"
              label="Rolle"
              value={account.role}
              disabled={pending}
              onChange={(event) => onRole(event.target.value as Role)}
              slotProps={{ htmlInput: { 'aria-label': `Rolle von ${label}` } }}
              sx={{ minWidth: 160 }}
            >
              {ROLES.map((value) => (
                <MenuItem key={value} value={value}>
                  {ROLE_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
            {onActive && (
              <Button size="small" variant="outlined" disabled={pending} onClick={() => onActive(!account.active)}>
                {account.active ? 'Deaktivieren' : 'Reaktivieren'}
              </Button>
            )}
            {account.twoFactor && onResetSecondFactor && (
              <Button size="small" variant="outlined" disabled={pending} onClick={onResetSecondFactor}>
                Zweiten Faktor zurücksetzen
              </Button>
            )}
            <Button
              size="small"
              variant="outlined"
              color="error"
              disabled={pending}
              onClick={onDelete}
              aria-label={`${deleteLabel}: ${label}`}
            >
              {deleteLabel}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
