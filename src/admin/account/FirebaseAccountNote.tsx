import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/**
 * Firebase mode: sign-in, sessions and second factors belong to Firebase Authentication, not to this server
 * (docs/firebase.md "Two-factor sign-in").
 */
export function FirebaseAccountNote() {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          Anmeldung über Firebase
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Ihr Zugang wird von Firebase Authentication verwaltet. Ihr Passwort ändern Sie über „Passwort vergessen?“ auf der Anmeldeseite:
          Sie erhalten einen Link per E-Mail. Die Zwei-Faktor-Anmeldung (Authenticator-App) schaltet der Administrator des Firebase-Projekts
          in der Firebase-Konsole ein; danach fragt die Anmeldung nach dem Code. Angemeldete Geräte beenden Sie, indem Sie sich dort
          abmelden oder Ihr Passwort ändern.
        </Typography>
      </CardContent>
    </Card>
  );
}
