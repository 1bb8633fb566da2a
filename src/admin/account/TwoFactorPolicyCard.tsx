import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi, TWO_FACTOR_KEY } from './accountApi';

/** The admins' setting: two-factor sign-in required for every admin account (server/auth/twoFactorPolicy.ts). */
export function TwoFactorPolicyCard({ required }: { required: boolean }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: accountApi.setRequiredForAdmins,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          Sicherheitseinstellung
        </Typography>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Switch
              checked={change.isPending ? change.variables : required}
              disabled={change.isPending}
              onChange={(event) => change.mutate(event.target.checked)}
            />
          }
          label="Zwei-Faktor-Anmeldung für Administratoren verpflichtend"
        />
        <Typography variant="body2" color="text.secondary">
          Eingeschaltet müssen alle Administratoren die Zwei-Faktor-Anmeldung einrichten, bevor sie das Dashboard weiter nutzen können.
        </Typography>
        {change.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {change.error.message}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
