import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { brand } from '../../../src/shared/brand/brand';
import type { MailAgency, SiteOrigin } from './mailAgency';
import { mailStyles as s } from './mailStyles';

export interface MailLayoutProps {
  agency: MailAgency;
  origin: SiteOrigin;
  /** The line a mail client shows beside the subject. */
  preview: string;
  children: ReactNode;
}

/** The frame of every mail: the agency's name on top, the content, and the Impressum essentials at the foot. */
export function MailLayout({ agency, origin, preview, children }: MailLayoutProps) {
  const name = agency.companyName || brand.name;
  const address = [agency.street, [agency.postcode, agency.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const register = [agency.registerCourt, agency.registerNumber].filter(Boolean).join(', ');
  return (
    <Html lang="de" dir="ltr">
      <Head>
        {/* Clients that darken mails leave a page alone that says it works in both schemes and keeps its contrast. */}
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={s.body}>
        <Container style={s.container}>
          <Section style={s.header}>
            <Text style={s.brand}>{name}</Text>
          </Section>
          <Section style={s.content}>{children}</Section>
          <Hr style={s.rule} />
          <Section style={s.footer}>
            <Text style={s.footerText}>
              <strong>{name}</strong>
              {address ? ` · ${address}` : ''}
            </Text>
            {(agency.phone || agency.email) && (
              <Text style={s.footerText}>
                {[agency.phone && `Telefon ${agency.phone}`, agency.email && `E-Mail ${agency.email}`].filter(Boolean).join(' · ')}
              </Text>
            )}
            {agency.representatives && <Text style={s.footerText}>Vertreten durch: {agency.representatives}</Text>}
            {(register || agency.vatId) && (
              <Text style={s.footerText}>
                {[register && `Registergericht: ${register}`, agency.vatId && `USt-IdNr.: ${agency.vatId}`].filter(Boolean).join(' · ')}
              </Text>
            )}
            {origin && (
              <Text style={s.footerText}>
                <Link href={`${origin}/impressum`} style={s.link}>
                  Impressum
                </Link>
                {' · '}
                <Link href={`${origin}/datenschutz`} style={s.link}>
                  Datenschutz
                </Link>
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
