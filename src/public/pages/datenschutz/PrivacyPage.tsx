import { Link as RouterLink } from 'react-router';
import { brand } from '../../../shared/brand/brand';
import { routePath } from '../../../shared/routes/routeTable';
import { LegalText, Lines } from '../../sections/LegalText';
import { PageIntro } from '../../layouts/PageIntro';
import { AnalyticsPrivacySection, ConsentCookieItem, thirdCountrySentence, thirdPartyException } from '../../consent/AnalyticsPrivacyNotice';
import { useAgency } from '../../data/agency';
import { companyLabel } from '../../../shared/brand/companyLabel';
import { crumbs } from '../../breadcrumbs/crumbs';
import { retentionOf, retentionSentences } from '../../../shared/privacy/retention';


/**
 * The privacy notice (Art. 13 DSGVO) for what this site really does: server logs, inquiry forms
 * with rate limiting, the "viewport" and "consent" cookies, the staff session cookie, and visitor
 * statistics only with consent (described per backend in ../consent/AnalyticsPrivacyNotice).
 */
function PrivacyPage() {
  const agency = useAgency();
  const company = companyLabel(agency, brand.name);
  const retention = retentionSentences(retentionOf(agency));
  return (
    <>
      <PageIntro title="Datenschutzerklärung" crumbs={[crumbs.privacy]}>
        Welche personenbezogenen Daten wir beim Besuch dieser Website verarbeiten, wozu, auf welcher Rechtsgrundlage und welche Rechte
        Sie haben.
      </PageIntro>
      <LegalText>
        <h2>1. Verantwortlicher</h2>
        <p>Verantwortlich für die Datenverarbeitung auf dieser Website ist:</p>
        <address>
          {company}
          {agency && (
            <>
              <br />
              {agency.street}
              <br />
              {agency.postcode} {agency.city}
              <br />
              Telefon: {agency.phone}
              <br />
              E-Mail: <a href={`mailto:${agency.email}`}>{agency.email}</a>
            </>
          )}
        </address>
        <p>
          Weitere Angaben finden Sie im <RouterLink to={routePath('impressum')}>Impressum</RouterLink>.
        </p>

        <h2>2. Datenschutzbeauftragte oder Datenschutzbeauftragter</h2>
        {agency?.dataProtectionOfficer ? (
          <p>
            <Lines text={agency.dataProtectionOfficer} />
          </p>
        ) : (
          <p>
            Wir sind gesetzlich nicht verpflichtet, eine Datenschutzbeauftragte oder einen Datenschutzbeauftragten zu benennen. Für alle
            Fragen zum Datenschutz wenden Sie sich bitte an die oben genannten Kontaktdaten.
          </p>
        )}

        <h2>3. Aufruf der Website und Server-Logdateien</h2>
        <p>
          Wenn Sie diese Website aufrufen, verarbeitet unser Server technisch notwendige Daten, die Ihr Browser übermittelt: IP-Adresse,
          Datum und Uhrzeit, aufgerufene Adresse, übertragene Datenmenge, Statuscode, die zuvor besuchte Seite (Referrer) sowie Browser und
          Betriebssystem. Diese Daten benötigen wir, um die Website auszuliefern, ihre Sicherheit zu gewährleisten und Fehler zu finden.
        </p>
        <p>
          Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im sicheren und stabilen Betrieb der
          Website. Die Protokolle werden nach spätestens 14 Tagen gelöscht, es sei denn, ein konkreter Sicherheitsvorfall erfordert eine
          längere Aufbewahrung zur Aufklärung.
        </p>

        <h2>4. Kontaktformular, Exposé- und Besichtigungsanfragen, Immobilienbewertung</h2>
        <p>
          Wenn Sie uns über eines unserer Formulare schreiben, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer
          (freiwillig), Ihr Anliegen, Ihre Nachricht, gegebenenfalls die Immobilie, zu der Sie anfragen, sowie den Zeitpunkt der Anfrage.
          Ihre Anfrage wird in unserem Verwaltungssystem gespeichert und ist dort nur für unsere Mitarbeiterinnen und Mitarbeiter sichtbar.
        </p>
        <p>
          Wir verwenden diese Daten, um Ihre Anfrage zu beantworten, Ihnen ein Exposé zu senden, einen Besichtigungs- oder Bewertungstermin
          zu vereinbaren und gegebenenfalls einen Maklervertrag anzubahnen und durchzuführen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b
          DSGVO (vorvertragliche Maßnahmen und Vertrag) sowie für allgemeine Anfragen Art. 6 Abs. 1 lit. f DSGVO (unser Interesse, Anfragen
          zu beantworten).
        </p>
        <p>
          Zum Schutz vor automatisierten Spam-Einsendungen enthalten die Formulare ein für Menschen unsichtbares Feld. Außerdem verarbeitet
          unser Server Ihre IP-Adresse für zehn Minuten im Arbeitsspeicher, um die Zahl der Anfragen je Anschluss zu begrenzen; sie wird
          dabei nicht mit Ihrer Anfrage gespeichert (Art. 6 Abs. 1 lit. f DSGVO, Schutz vor Missbrauch).
        </p>
        <p>
          {retention.inquiries}
          {' '}
          Kommt ein Vertrag zustande, bewahren wir die Unterlagen so lange auf, wie es handels- und steuerrechtliche
          Pflichten verlangen (bis zu sechs bzw. zehn Jahre, §&nbsp;257 HGB, §&nbsp;147 AO).
        </p>
        <p>
          Unser Verwaltungssystem führt zu jeder Anfrage einen Änderungsverlauf: wer sie wann bearbeitet hat (etwa den Bearbeitungsstand
          oder eine interne Notiz) und welche Angaben sich dabei geändert haben. Der Verlauf dient der Nachvollziehbarkeit unserer Arbeit
          (Art. 6 Abs. 1 lit. f DSGVO). Eine gelöschte Anfrage liegt noch 30 Tage im Papierkorb, damit ein versehentliches Löschen
          rückgängig gemacht werden kann; danach wird sie endgültig gelöscht, und mit ihr ihr Änderungsverlauf.
        </p>

        <h2 id="suchauftrag">4a. Suchaufträge (neue Angebote per E-Mail)</h2>
        <p>
          Wenn Sie auf der Angebotsseite einen Suchauftrag anlegen, speichern wir Ihre E-Mail-Adresse, den optionalen Namen des Auftrags,
          Ihre Suchkriterien, die gewünschte Häufigkeit, die Zeitpunkte von Anlage, Bestätigung und letztem Klick auf einen Link sowie,
          welche Angebote wir Ihnen bereits geschickt haben. Zweck ist, Ihnen neue passende Angebote per E-Mail zu schicken. Außerdem
          zählen wir die bestätigten Suchaufträge zusammengefasst nach Stadtteil und Objektart (nur ab drei Aufträgen, ohne jeden Bezug zu
          Ihrer Person) und zeigen diese Zahlen auf unseren Leistungsseiten.
        </p>
        <p>
          Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, §&nbsp;7 Abs. 2 UWG). Wir schicken zuerst nur eine E-Mail mit
          einem Bestätigungslink (Double-Opt-in); erst nach dem Klick darauf folgen Angebote. {retention.searchRequests}
        </p>
        <p>
          Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen: mit dem Link „Abmelden“ in jeder E-Mail (ein Klick
          genügt), über den Link „Suchauftrag ändern oder löschen“ oder mit einer Nachricht an uns. Wir löschen dann den Suchauftrag mit
          Ihrer E-Mail-Adresse und allen dazu gespeicherten Angaben, auch die an Sie gesendeten E-Mails in unserem Postausgang.
        </p>

        <h2>5. Cookies und Speicherung im Browser</h2>
        <p>Ohne Ihre Einwilligung verwendet diese Website ausschließlich technisch notwendige Speicherungen in Ihrem Browser:</p>
        <ul>
          <li>
            <strong>Cookie „viewport“</strong>: speichert nur die Größenklasse Ihres Bildschirms (zum Beispiel „mobile“ oder „desktop“),
            damit unser Server die Seite beim nächsten Aufruf sofort in der passenden Darstellung ausliefert. Es enthält keine Kennung und
            wird nach 365 Tagen gelöscht.
          </li>
          <ConsentCookieItem />
          <li>
            <strong>Sitzungsspeicher „chunk-reload“</strong>: merkt sich für höchstens zehn Sekunden, dass die Seite nach einem
            Ladefehler einmal neu geladen wurde, damit sie nicht in einer Schleife neu lädt. Er wird beim Schließen des Tabs gelöscht.
          </li>
          <li>
            <strong>Anmelde-Cookie „sid“</strong>: nur für unsere Mitarbeiterinnen und Mitarbeiter nach der Anmeldung im
            Verwaltungsbereich. Er enthält eine zufällige Sitzungskennung, ist für Skripte nicht lesbar und wird bei der Abmeldung oder
            nach Ablauf der Sitzung ungültig.
          </li>
        </ul>
        <p>
          Rechtsgrundlage ist §&nbsp;25 Abs. 2 Nr. 2 TDDDG, weil diese Speicherungen für den von Ihnen gewünschten Dienst unbedingt
          erforderlich sind, und für die anschließende Verarbeitung Art. 6 Abs. 1 lit. f DSGVO.
        </p>

        <AnalyticsPrivacySection number={6} />

        <h2>7. Keine Inhalte von Drittanbietern</h2>
        <p>
          Schriften, Bilder und Programmcode dieser Website liefern wir von unserem eigenen Server aus. Es werden keine Daten an
          Schriftarten-, Karten- oder Videodienste übertragen. Wenn Sie ein Angebot über die Teilen-Funktion Ihres Geräts oder per E-Mail
          weitergeben, entscheiden Sie selbst, welcher Dienst den Link erhält.
          {thirdPartyException}
        </p>

        <h2>8. Empfänger und Übermittlung in Drittländer</h2>
        <p>
          Ihre Daten verarbeiten wir selbst. Unser Hosting-Dienstleister betreibt die Server in einem Rechenzentrum in Deutschland und ist
          als Auftragsverarbeiter nach Art. 28 DSGVO vertraglich gebunden. {thirdCountrySentence} Exposé-Anfragen geben wir nur mit Ihrem
          Einverständnis an Eigentümerinnen und Eigentümer weiter.
        </p>

        <h2>9. Ihre Rechte</h2>
        <p>Sie haben gegenüber uns das Recht auf</p>
        <ul>
          <li>Auskunft über Ihre bei uns gespeicherten Daten (Art. 15 DSGVO),</li>
          <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
          <li>Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
          <li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
          <li>Widerspruch gegen Verarbeitungen auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO aus Gründen Ihrer besonderen Situation (Art. 21 DSGVO),</li>
          <li>Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).</li>
        </ul>
        <p>Eine formlose Nachricht an die oben genannten Kontaktdaten genügt.</p>
        <p>
          Sie haben außerdem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO). Für uns zuständig ist
          die Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen, Kavalleriestraße 2–4, 40213 Düsseldorf.
        </p>

        <h2>10. Pflicht zur Bereitstellung und automatisierte Entscheidungen</h2>
        <p>
          Sie sind nicht verpflichtet, uns Daten bereitzustellen. Ohne Namen und E-Mail-Adresse können wir Ihre Anfrage jedoch nicht
          beantworten. Eine automatisierte Entscheidungsfindung einschließlich Profiling findet nicht statt.
        </p>

        <p>Stand: November 2026</p>
      </LegalText>
    </>
  );
}

export default PrivacyPage;
