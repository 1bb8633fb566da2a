import { Link, Text } from '@react-email/components';
import { mailStyles as s } from './mailStyles';

/** The links every mail of a search request carries: change it and unsubscribe, no account needed. */
export interface SearchAlertLinkSet {
  manage: string;
  unsubscribe: string;
}

/** The foot of a search request's mail: why it comes, how to change it, how to stop it with one click. */
export function SearchAlertLinks({ links, criteria }: { links: SearchAlertLinkSet; criteria: string }) {
  return (
    <>
      <Text style={s.muted}>Sie erhalten diese E-Mail, weil Sie einen Suchauftrag angelegt und bestätigt haben: {criteria}.</Text>
      <Text style={s.muted}>
        <Link href={links.manage} style={s.link}>
          Suchauftrag ändern oder löschen
        </Link>
        {' · '}
        <Link href={links.unsubscribe} style={s.link}>
          Abmelden
        </Link>
      </Text>
    </>
  );
}
