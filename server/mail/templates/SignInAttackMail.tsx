import { Heading, Link, Text } from '@react-email/components';
import type { MailAgency, SiteOrigin } from './mailAgency';
import { MailLayout } from './MailLayout';
import { mailStyles as s } from './mailStyles';

export const signInAttackSubject = 'Sicherheitshinweis: viele fehlgeschlagene Anmeldeversuche für Ihren Zugang';

/** What the notice says: only numbers and a time the server counted, never anything a client sent. */
export interface SignInAttackMailData {
  failures: number;
  /** How many client addresses the failures came from. */
  addresses: number;
  /** The first of the failures, as the mails say a time ("25.11.2026, 13:30 Uhr"). */
  since: string;
}

const fromWhere = (addresses: number) => (addresses === 1 ? 'von einer Internetadresse aus' : `von ${addresses} verschiedenen Internetadressen aus`);

/**
 * To the member of staff whose account was guessed at: what happened, that the account stays open (only slowed
 * down), and what to do. The link to the sign-in page only with the configured origin (PUBLIC_URL), since a guesser
 * chooses the Host of their own requests.
 */
export function SignInAttackMail({ agency, origin, attack }: { agency: MailAgency; origin: SiteOrigin; attack: SignInAttackMailData }) {
  const loginPage = origin ? (
    <Link href={`${origin}/login`} style={s.link}>
      Anmeldeseite
    </Link>
  ) : (
    'Anmeldeseite'
  );
  return (
    <MailLayout agency={agency} origin={origin} preview="Jemand hat mehrfach versucht, sich mit Ihrem Zugang zum Dashboard anzumelden.">
      <Heading as="h1" style={s.heading}>
        Viele fehlgeschlagene Anmeldeversuche
      </Heading>
      <Text style={s.text}>
        Seit {attack.since} gab es {attack.failures} fehlgeschlagene Anmeldeversuche für Ihren Zugang zum Dashboard, {fromWhere(attack.addresses)}.
        Dabei wurde mit Ihrer E-Mail-Adresse jeweils ein falsches Passwort eingegeben.
      </Text>
      <Text style={s.text}>
        Ihr Zugang ist nicht gesperrt: Sie können sich weiterhin mit Ihrem Passwort anmelden. Weitere Anmeldeversuche werden nur gebremst – mit
        jedem weiteren Fehlversuch wird die Wartezeit länger, höchstens jedoch eine Minute. Bittet die Anmeldeseite Sie um etwas Geduld, warten Sie
        die genannte Zeit ab und melden Sie sich dann an.
      </Text>
      <Heading as="h2" style={s.subheading}>
        Was sollten Sie tun?
      </Heading>
      <Text style={s.text}>Waren Sie das selbst, etwa mit einem alten Passwort? Dann ist nichts weiter zu tun.</Text>
      <Text style={s.text}>
        Waren Sie es nicht, vergeben Sie bitte ein neues, starkes Passwort, das Sie nirgends sonst verwenden (mindestens 10 Zeichen, am besten
        mehrere Wörter). Tragen Sie dazu auf der {loginPage} Ihre E-Mail-Adresse ein und wählen Sie „Passwort vergessen?“. Sagen Sie außerdem Ihrer
        Administratorin oder Ihrem Administrator Bescheid.
      </Text>
      <Text style={s.muted}>Diesen Hinweis erhalten Sie höchstens einmal am Tag.</Text>
    </MailLayout>
  );
}
