import { Button, Heading, Img, Link, Section, Text } from '@react-email/components';
import type { MailAgency, SiteOrigin } from './mailAgency';
import { MailLayout } from './MailLayout';
import { mailStyles as s } from './mailStyles';
import { SearchAlertLinks, type SearchAlertLinkSet } from './SearchAlertLinks';

/** One announced listing as a mail shows it: picture, title, facts and link. */
export interface AlertListing {
  title: string;
  url: string;
  image: { src: string; alt: string } | null;
  /** e.g. ["Kaltmiete 1.450 €", "3 Zimmer", "82 m²", "Köln-Sülz"] */
  facts: string[];
}

export const searchAlertSubject = (listings: readonly AlertListing[]) =>
  listings.length === 1
    ? `Neues Angebot zu Ihrem Suchauftrag: ${listings[0].title}`
    : `${listings.length} neue Angebote zu Ihrem Suchauftrag`;

function ListingBlock({ listing }: { listing: AlertListing }) {
  return (
    <Section style={{ ...s.box, padding: 0, overflow: 'hidden' }}>
      {listing.image && (
        <Img
          src={listing.image.src}
          alt={listing.image.alt}
          width="552"
          style={{
            width: '100%',
            maxWidth: '552px',
            height: 'auto',
            display: 'block',
          }}
        />
      )}
      <Section style={{ padding: '12px 16px' }}>
        <Text style={{ ...s.subheading, margin: '0 0 6px' }}>
          <Link href={listing.url} style={{ ...s.link, color: s.heading.color }}>
            {listing.title}
          </Link>
        </Text>
        <Text style={s.value}>{listing.facts.join(' · ')}</Text>
        <Section style={{ margin: '12px 0 4px' }}>
          <Button href={listing.url} style={s.button}>
            Zum Exposé
          </Button>
        </Section>
      </Section>
    </Section>
  );
}

/** A new listing for a search request ("sofort"), or the day's new listings in one digest ("täglich"). */
export function SearchAlertListingMail({
  agency,
  origin,
  listings,
  criteria,
  links,
  digest,
}: {
  agency: MailAgency;
  origin: SiteOrigin;
  listings: readonly AlertListing[];
  criteria: string;
  links: SearchAlertLinkSet;
  digest: boolean;
}) {
  const intro = digest
    ? `Seit gestern sind ${listings.length === 1 ? 'ein neues Angebot' : `${listings.length} neue Angebote`} zu Ihrem Suchauftrag erschienen.`
    : 'Soeben ist ein neues Angebot erschienen, das zu Ihrem Suchauftrag passt.';
  return (
    <MailLayout agency={agency} origin={origin} preview={intro}>
      <Heading as="h1" style={s.heading}>
        {digest ? 'Ihre neuen Angebote' : 'Neues passendes Angebot'}
      </Heading>
      <Text style={s.text}>{intro} Melden Sie sich gern schnell bei uns – gute Angebote sind in Köln oft nach wenigen Tagen vergeben.</Text>
      {listings.map((listing) => (
        <ListingBlock key={listing.url} listing={listing} />
      ))}
      <SearchAlertLinks links={links} criteria={criteria} />
    </MailLayout>
  );
}
