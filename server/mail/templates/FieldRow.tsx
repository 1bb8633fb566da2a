import { Link, Text } from '@react-email/components';
import { mailStyles as s } from './mailStyles';

/** One labelled value; text as React renders it (escaped), line breaks kept. */
export function FieldRow({ label, value, href }: { label: string; value: string | null | undefined; href?: string | null }) {
  if (!value) return null;
  return (
    <>
      <Text style={s.label}>{label}</Text>
      <Text style={s.value}>
        {href ? (
          <Link href={href} style={s.link}>
            {value}
          </Link>
        ) : (
          value
        )}
      </Text>
    </>
  );
}
