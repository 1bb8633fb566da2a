import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '../../shared/auth/rolePolicy';

interface InviteFormProps {
  onInvite: (email: string, role: Role) => Promise<void>;
  pending: boolean;
}

/** "Zugang einladen": an address and a role; the invitee gets a link valid for 7 days. */
export function InviteForm({ onInvite, pending }: InviteFormProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  async function submit(event: FormEvent) {
    event.preventDefault();
    await onInvite(email, role);
    setEmail('');
  }
  return (
    <Card variant="outlined" component="section" aria-labelledby="invite-heading">
      <CardContent>
        <Typography id="invite-heading" variant="h3" component="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          Zugang einladen
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Die eingeladene Person erhält eine E-Mail mit einem Link, der 7 Tage und nur einmal gilt. Dort gibt sie ihren Namen ein und wählt
          ihr Passwort.
        </Typography>
        {/* A grid rather than a row Stack: in the row the address field collapsed to nothing beside the select. */}
        <Box
          component="form"
          onSubmit={submit}
          sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 180px auto' } }}
        >
          <TextField label="E-Mail-Adresse" type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
          <TextField select label="Rolle" value={role} onChange={(event) => setRole(event.target.value as Role)}>
            {ROLES.map((value) => (
              <MenuItem key={value} value={value}>
                {ROLE_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={pending || !email} sx={{ minHeight: 56 }}>
            Einladung senden
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
