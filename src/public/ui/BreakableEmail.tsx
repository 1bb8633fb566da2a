import { Fragment } from 'react';

/**
 * An e-mail address that a narrow column may break only before its "@" and its dots, never inside a word
 * ("katharina.weyer@rheinkontor-immobilien.de" becomes "katharina.weyer" / "@rheinkontor-immobilien.de").
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
