import { useEffect, useState } from 'react';

export type AlertLinkAction = 'bestaetigen' | 'verwalten' | 'abmelden';
export interface AlertLink {
  action: AlertLinkAction;
  token: string;
}

const LINK = /^#(bestaetigen|verwalten|abmelden)=([A-Za-z0-9_-]{1,100})$/;

/** The link of a search request's mail (`/suchauftrag#verwalten=…`): read in the browser, the server never sees it. */
export function useAlertLink(): AlertLink | null | undefined {
  const [link, setLink] = useState<AlertLink | null | undefined>(undefined);
  useEffect(() => {
    const read = () => {
      const match = LINK.exec(window.location.hash);
      setLink(match ? { action: match[1] as AlertLinkAction, token: match[2] } : null);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return link;
}
