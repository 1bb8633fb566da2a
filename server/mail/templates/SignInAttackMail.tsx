import { Heading, Link, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailAgency, SiteOrigin } from './mailAgency';
import { MailLayout } from './MailLayout';
import { mailStyles as s } from './mailStyles';

export const signInAttackSubject = 'Sicherheitshinweis: viele fehlgeschlagene Anmeldeversuche für Ihren Zugang';
export const secondFactorAttackSubject = 'Sicherheitshinweis: falsche Codes mit Ihrem richtigen Passwort – Anmeldung gesperrt';

/** What the notice says: only numbers and a time the server counted, never anything a client sent. */
export interface SignInAttackMailData {
  failures: number;
  /** How many client addresses the failures came from. */
  addresses: number;
  /** The first of the failures, as the mails say a time ("25.11.2026, 13:30 Uhr"). */
  since: string;
  /** Set when the failures were wrong codes of the second step: for how many minutes that step is now locked. */
  codeLockMinutes?: number;
}

const duration = (minutes: number) => {
  if (minutes % 60 !== 0) return `${minutes} Minuten`;
  return minutes === 60 ? 'eine Stunde' : `${minutes / 60} Stunden`;
};

const fromWhere = (addresses: number) =>
  addresses === 1 ? 'von einer Internetadresse aus' : `von ${addresses} verschiedenen Internetadressen aus`;

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
  if (attack.codeLockMinutes)
    return (
      <CodeLockNotice agency={agency} origin={origin} attack={attack} lockedFor={duration(attack.codeLockMinutes)} loginPage={loginPage} />
    );
  return (
    <MailLayout agency={agency} origin={origin} preview="Jemand hat mehrfach versucht, sich mit Ihrem Zugang zum Dashboard anzumelden.">
      <Heading as="h1" style={s.heading}>
        Viele fehlgeschlagene Anmeldeversuche
      </Heading>
      <Text style={s.text}>
        Seit {attack.since} gab es {attack.failures} fehlgeschlagene Anmeldeversuche für Ihren Zugang zum Dashboard,{' '}
        {fromWhere(attack.addresses)}. Dabei wurde mit Ihrer E-Mail-Adresse jeweils ein falsches Passwort eingegeben.
      </Text>
      <Text style={s.text}>
        Ihr Zugang ist nicht gesperrt: Sie können sich weiterhin mit Ihrem Passwort anmelden. Weitere Anmeldeversuche werden nur gebremst –
        mit jedem weiteren Fehlversuch wird die Wartezeit länger, höchstens jedoch eine Minute. Bittet die Anmeldeseite Sie um etwas Geduld,
        warten Sie die genannte Zeit ab und melden Sie sich dann an.
      </Text>
      <Heading as="h2" style={s.subheading}>
        Was sollten Sie tun?
      </Heading>
      <Text style={s.text}>Waren Sie das selbst, etwa mit einem alten Passwort? Dann ist nichts weiter zu tun.</Text>
      <Text style={s.text}>
        Waren Sie es nicht, vergeben Sie bitte ein neues, starkes Passwort, das Sie nirgends sonst verwenden (mindestens 10 Zeichen, am
        besten mehrere Wörter). Tragen Sie dazu auf der {loginPage} Ihre E-Mail-Adresse ein und wählen Sie „Passwort vergessen?“. Sagen Sie
        außerdem Ihrer Administratorin oder Ihrem Administrator Bescheid.
      </Text>
      <Text style={s.muted}>Diesen Hinweis erhalten Sie höchstens einmal am Tag.</Text>
    </MailLayout>
  );
}

/**
 * Wrong codes after the right password: the password is known to someone else, the code step is locked for a while
 * (server/auth/secondFactorThrottle.ts), and the owner should change the password at once.
 */
function CodeLockNotice({
  agency,
  origin,
  attack,
  lockedFor,
  loginPage,
}: {
  agency: MailAgency;
  origin: SiteOrigin;
  attack: SignInAttackMailData;
  lockedFor: string;
  loginPage: ReactNode;
}) {
  return (
    <MailLayout
      agency={agency}
      origin={origin}
      preview="Jemand hat Ihr Passwort richtig und danach mehrfach einen falschen Code eingegeben."
    >
      <Heading as="h1" style={s.heading}>
        Falsche Codes nach Ihrem richtigen Passwort
      </Heading>
      <Text style={s.text}>
        Seit {attack.since} wurde bei der Anmeldung mit Ihrem Zugang {attack.failures}-mal ein falscher Code der Zwei-Faktor-Anmeldung
        eingegeben, {fromWhere(attack.addresses)}. Bis zu diesem Schritt kommt nur, wer vorher Ihr Passwort richtig eingegeben hat: Ihr
        Passwort ist sehr wahrscheinlich jemand anderem bekannt.
      </Text>
      <Text style={s.text}>
        Zum Schutz Ihres Zugangs nimmt die Anmeldung {lockedFor} lang keine Codes an, auch nicht den richtigen. Gehen die falschen Codes
        danach weiter, wird die Sperre jedes Mal doppelt so lang.
      </Text>
      <Heading as="h2" style={s.subheading}>
        Was sollten Sie tun?
      </Heading>
      <Text style={s.text}>
        Vergeben Sie bitte sofort ein neues, starkes Passwort, das Sie nirgends sonst verwenden (mindestens 10 Zeichen, am besten mehrere
        Wörter). Tragen Sie dazu auf der {loginPage} Ihre E-Mail-Adresse ein und wählen Sie „Passwort vergessen?“. Sagen Sie außerdem Ihrer
        Administratorin oder Ihrem Administrator Bescheid.
      </Text>
    </MailLayout>
  );
}
