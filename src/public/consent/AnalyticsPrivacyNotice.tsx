import { CONSENT_MAX_AGE_SECONDS } from '../../shared/analytics/consentCookie';
import { textLinkSx } from '../ui/styles';
import { ConsentSettingsButton } from './ConsentSettingsButton';

/**
 * The privacy notice's parts about the statistics, for the backend this build runs with. They must
 * say exactly what the code does: embedded, see server/analytics/analyticsRoutes.ts and
 * src/public/analytics/embeddedAnalytics.ts; Firebase, see src/public/analytics/firebaseAnalytics.ts.
 */
const firebaseMode = import.meta.env.VITE_BACKEND === 'firebase';

const consentDays = CONSENT_MAX_AGE_SECONDS / 86_400;

const settingsLinkSx = { ...textLinkSx, textDecoration: 'underline', display: 'inline', color: 'primary.dark' };

/** Section 5's entry for the cookie that remembers the answer. */
export function ConsentCookieItem() {
  return (
    <li>
      <strong>Cookie „consent“</strong>: speichert nur Ihre Antwort auf die Frage nach der Besucherstatistik („granted“ für zugestimmt,
      „denied“ für abgelehnt), damit wir Sie nicht bei jedem Aufruf erneut fragen und Ihre Wahl beachten. Es enthält keine Kennung und
      wird nach {consentDays} Tagen gelöscht; danach fragen wir Sie erneut.
    </li>
  );
}

function Withdrawal() {
  return (
    <p>
      Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen oder später erteilen, ebenso einfach, wie Sie sie
      gegeben haben: über den Link „Datenschutz-Einstellungen“ im Seitenfuß jeder Seite oder direkt hier:{' '}
      <ConsentSettingsButton sx={settingsLinkSx} />.
      {firebaseMode
        ? ' Nach einem Widerruf beendet Ihr Browser die Messung sofort und löscht die Cookies und die Browser-Datenbank von Google Analytics.'
        : ' Nach einem Widerruf sendet Ihr Browser keine Statistikdaten mehr.'}
    </p>
  );
}

function EmbeddedStatistics() {
  return (
    <>
      <p>
        Wenn Sie im Hinweis zur Besucherstatistik auf „Akzeptieren“ klicken, zählen wir auf unserem eigenen Server, wie diese Website
        genutzt wird. Solange Sie nicht zugestimmt haben, lädt Ihr Browser den Code dafür gar nicht erst und sendet nichts.
      </p>
      <p>Mit Ihrer Einwilligung sendet Ihr Browser bei jedem Seitenaufruf und bei einigen Aktionen eine kurze Meldung an unseren Server mit:</p>
      <ul>
        <li>
          der aufgerufenen Seite ohne Suchparameter und Anker, bei Exposés mit der Kennung des Angebots, bei Referenzen nur der Seitenart;
        </li>
        <li>
          der Art der Meldung: Seitenaufruf, „Exposé angesehen“ (mit der Kennung des Angebots), „Anfrage gesendet“ (nur das Anliegen,
          zum Beispiel „Exposé anfordern“, nie Ihre Angaben oder Ihre Nachricht) oder „Suchfilter genutzt“ (nur welcher Filter, zum
          Beispiel „Stadtteil“, nicht der gewählte Wert);
        </li>
        <li>der Geräteklasse Smartphone, Tablet oder Computer, abgeleitet aus der Breite Ihres Browserfensters;</li>
        <li>
          beim ersten gezählten Seitenaufruf dem Namen der Website, von der Sie zu uns kamen (zum Beispiel „google.de“), ohne deren
          Adresse im Einzelnen und ohne Suchbegriffe.
        </li>
      </ul>
      <p>
        Unser Server speichert daraus ausschließlich Tageszähler, zum Beispiel „15. März: 12 Aufrufe der Seite Angebote von Smartphones“.
        Gespeichert werden weder Ihre IP-Adresse noch Angaben zu Ihrem Browser noch eine Kennung, die Sie wiedererkennbar macht; auf Ihrem
        Gerät wird für die Statistik nichts gespeichert oder ausgelesen. Die IP-Adresse, die jede Anfrage technisch mit sich bringt (siehe
        Abschnitt 3), hält unser Server höchstens zehn Minuten im Arbeitsspeicher, um die Zahl der Meldungen je Anschluss zu begrenzen;
        die Browserkennung liest er nur, um Suchmaschinen und andere Programme nicht mitzuzählen. Aufrufe angemeldeter Mitarbeiterinnen und
        Mitarbeiter zählen nicht. Die Tageszähler löschen wir nach 13 Monaten.
      </p>
      <p>
        Zweck ist, zu erkennen, welche Seiten und Angebote gefragt sind, welche Suchfilter gebraucht werden und woher unsere Besucherinnen
        und Besucher kommen. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Die Daten verlassen unseren Server nicht
        und werden an niemanden weitergegeben. Weil die Zähler niemandem zugeordnet werden können, lassen sich bereits gezählte Aufrufe
        nicht einzeln löschen oder beauskunften.
      </p>
    </>
  );
}

function FirebaseStatistics() {
  return (
    <>
      <p>
        Wenn Sie im Hinweis zur Besucherstatistik auf „Akzeptieren“ klicken, nutzen wir Google Analytics for Firebase, einen Dienst der
        Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland („Google“). Solange Sie nicht zugestimmt haben, lädt Ihr
        Browser keinen Code von Google und sendet nichts an Google.
      </p>
      <p>Mit Ihrer Einwilligung übermittelt Ihr Browser an Google:</p>
      <ul>
        <li>
          die aufgerufenen Seiten ohne Suchparameter (bei Exposés mit der Kennung des Angebots) und die Ereignisse „Exposé angesehen“
          (mit der Kennung des Angebots), „Anfrage gesendet“ (nur das Anliegen, nie Ihre Angaben oder Ihre Nachricht) und „Suchfilter
          genutzt“ (nur welcher Filter, nicht der gewählte Wert);
        </li>
        <li>
          eine zufällig erzeugte Kennung Ihres Browsers, die Google in den Cookies „_ga“ und „_ga_…“ (gespeichert für höchstens
          {` ${consentDays} `}Tage) und in einer Datenbank Ihres Browsers (IndexedDB) ablegt, um wiederkehrende Besuche zu erkennen;
        </li>
        <li>
          die Daten, die jede solche Übermittlung technisch mit sich bringt: Ihre IP-Adresse (Google leitet daraus den ungefähren Ort ab
          und speichert sie nach eigenen Angaben nicht), Browser, Betriebssystem, Bildschirmgröße, Sprache sowie die Seite, von der Sie
          kamen.
        </li>
      </ul>
      <p>
        Werbefunktionen, personalisierte Werbung und Google-Signale sind abgeschaltet; automatische Seitenaufrufe ebenso. Zweck ist, zu
        erkennen, welche Seiten und Angebote gefragt sind und welche Suchfilter gebraucht werden. Rechtsgrundlage ist Ihre Einwilligung
        nach §&nbsp;25 Abs. 1 TDDDG (Speichern und Auslesen auf Ihrem Gerät) und Art. 6 Abs. 1 lit. a DSGVO. Google verarbeitet die Daten
        in unserem Auftrag (Art. 28 DSGVO). Google kann Daten an die Google LLC in den USA übermitteln; die Google LLC ist nach dem
        EU-US Data Privacy Framework zertifiziert, für das die EU-Kommission ein angemessenes Schutzniveau festgestellt hat (Art. 45 DSGVO).
        Die Ereignisdaten löscht Google Analytics nach der von uns eingestellten Frist von 14 Monaten.
      </p>
    </>
  );
}

/** Section 6: the statistics, only with consent. */
export function AnalyticsPrivacySection({ number }: { number: number }) {
  return (
    <>
      <h2 id="besucherstatistik">
        {number}. Besucherstatistik nur mit Ihrer Einwilligung
      </h2>
      {firebaseMode ? <FirebaseStatistics /> : <EmbeddedStatistics />}
      <Withdrawal />
      <p>Werbe- oder Tracking-Cookies anderer Anbieter und Social-Media-Plugins setzen wir nicht ein.</p>
    </>
  );
}

/** Section 7's exception in Firebase mode: Google's code, only after consent. */
export const thirdPartyException = firebaseMode ? ' Einzige Ausnahme ist Google Analytics for Firebase, das Ihr Browser nur nach Ihrer Einwilligung lädt (Abschnitt 6).' : '';

/** Section 8: where data may leave the EU. */
export const thirdCountrySentence = firebaseMode
  ? 'Eine Übermittlung in Länder außerhalb der Europäischen Union findet nur bei der Besucherstatistik statt, wenn Sie ihr zugestimmt haben (Abschnitt 6).'
  : 'Eine Übermittlung in Länder außerhalb der Europäischen Union findet nicht statt.';
