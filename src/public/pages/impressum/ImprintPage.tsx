import { brand } from '../../../shared/brand/brand';
import { LegalText, Lines } from '../../sections/LegalText';
import { PageIntro } from '../../layouts/PageIntro';
import { telHref, useAgency } from '../../data/agency';
import { companyLabel } from '../../../shared/brand/companyLabel';
import { crumbs } from '../../breadcrumbs/crumbs';


/** The provider identification of § 5 DDG with the estate agent's § 34c GewO permit, from the settings. */
function ImprintPage() {
  const agency = useAgency();
  return (
    <>
      <PageIntro title="Impressum" crumbs={[crumbs.imprint]}>
        Angaben gemäß §&nbsp;5 Digitale-Dienste-Gesetz (DDG) und zur Erlaubnis nach §&nbsp;34c Gewerbeordnung.
      </PageIntro>
      <LegalText>
        {!agency ? (
          <p>Die Anbieterkennzeichnung wird gerade aktualisiert. Bitte wenden Sie sich bis dahin an {brand.name} in Köln.</p>
        ) : (
          <>
            <h2>Anbieter</h2>
            <address>
              {companyLabel(agency, brand.name)}
              <br />
              {agency.street}
              <br />
              {agency.postcode} {agency.city}
            </address>
            <p>
              Vertreten durch: <Lines text={agency.representatives} />
            </p>

            <h2>Kontakt</h2>
            <dl>
              <dt>Telefon</dt>
              <dd>
                <a href={telHref(agency.phone)}>{agency.phone}</a>
              </dd>
              <dt>E-Mail</dt>
              <dd>
                <a href={`mailto:${agency.email}`}>{agency.email}</a>
              </dd>
            </dl>

            {(agency.registerCourt || agency.registerNumber || agency.vatId) && (
              <>
                <h2>Register und Umsatzsteuer</h2>
                <dl>
                  {agency.registerCourt && (
                    <>
                      <dt>Registergericht</dt>
                      <dd>{agency.registerCourt}</dd>
                    </>
                  )}
                  {agency.registerNumber && (
                    <>
                      <dt>Registernummer</dt>
                      <dd>{agency.registerNumber}</dd>
                    </>
                  )}
                  {agency.vatId && (
                    <>
                      <dt>Umsatzsteuer-Identifikationsnummer gemäß §&nbsp;27a UStG</dt>
                      <dd>{agency.vatId}</dd>
                    </>
                  )}
                </dl>
              </>
            )}

            <h2>Erlaubnis nach §&nbsp;34c Gewerbeordnung</h2>
            <p>
              <Lines text={agency.permit34c} />
            </p>
            <h3>Zuständige Aufsichtsbehörde</h3>
            <p>
              <Lines text={agency.supervisoryAuthority} />
            </p>
            {agency.chamber && (
              <>
                <h3>Zuständige Kammer</h3>
                <p>{agency.chamber}</p>
              </>
            )}
            <h3>Berufsrechtliche Regelungen</h3>
            <p>
              {agency.professionalRules ? (
                <Lines text={agency.professionalRules} />
              ) : (
                <>
                  §&nbsp;34c Gewerbeordnung (GewO) und die Makler- und Bauträgerverordnung (MaBV), einsehbar unter{' '}
                  <a href="https://www.gesetze-im-internet.de" rel="noopener noreferrer">
                    www.gesetze-im-internet.de
                  </a>
                  .
                </>
              )}
            </p>

            {agency.contentResponsible && (
              <>
                <h2>Verantwortlich für den Inhalt nach §&nbsp;18 Abs. 2 MStV</h2>
                <p>
                  <Lines text={agency.contentResponsible} />
                </p>
              </>
            )}

            <h2>Verbraucherstreitbeilegung</h2>
            <p>
              <Lines text={agency.consumerDispute} />
            </p>

            <h2>Haftung für Inhalte und Links</h2>
            <p>
              Wir erstellen die Inhalte dieser Website mit großer Sorgfalt. Angaben zu Immobilien beruhen auf Informationen der
              Eigentümerinnen und Eigentümer; für ihre Richtigkeit und Vollständigkeit übernehmen wir keine Gewähr. Irrtum und
              Zwischenverkauf bzw. Zwischenvermietung vorbehalten. Für Inhalte verlinkter fremder Websites sind ausschließlich deren
              Betreiber verantwortlich.
            </p>
          </>
        )}
      </LegalText>
    </>
  );
}

export default ImprintPage;
