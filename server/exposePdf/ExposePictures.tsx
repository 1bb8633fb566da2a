import { Image, Text, View } from '@react-pdf/renderer';
import type { ExposeInput, PdfImage } from './exposeInput';
import { exposeStyles, GALLERY_WIDTH } from './exposeStyles';
import { Section } from './pdfParts';
import { CONTENT_WIDTH, styles } from './pdfStyles';

function Picture({ image, width, height, fit = 'cover' }: { image: PdfImage; width: number; height: number; fit?: 'cover' | 'contain' }) {
  return <Image src={{ data: image.data, format: 'jpg' }} style={[exposeStyles.picture, { width, height, objectFit: fit }]} />;
}

/** The contact person's portrait, round, beside their name: small on the cover, larger on the contact page. */
export function ContactPhoto({ photo, size, gap }: { photo: NonNullable<ExposeInput['contactPhoto']>; size: number; gap: number }) {
  return (
    <Image
      src={{ data: photo.data, format: 'jpg' }}
      style={[exposeStyles.contactPhoto, { width: size, height: size, borderRadius: size / 2, marginRight: gap }]}
    />
  );
}

/** Two pictures a row with their titles; a row never splits over two pages. */
export function Gallery({ pictures }: { pictures: PdfImage[] }) {
  const rows: PdfImage[][] = [];
  for (let at = 0; at < pictures.length; at += 2) rows.push(pictures.slice(at, at + 2));
  return (
    <Section title="Bilder">
      {rows.map((row, index) => (
        <View key={index} style={exposeStyles.galleryRow} wrap={false}>
          {row.map((picture, at) => (
            <View key={at} style={exposeStyles.galleryCell}>
              <Picture image={picture} width={GALLERY_WIDTH} height={GALLERY_WIDTH * (2 / 3)} />
              <Text style={styles.caption}>{picture.caption || ' '}</Text>
            </View>
          ))}
        </View>
      ))}
    </Section>
  );
}

/** Each floor plan on a page of its own, as large as the page allows. */
export function FloorPlans({ plans }: { plans: PdfImage[] }) {
  const maxHeight = 600;
  return (
    <>
      {plans.map((plan, index) => {
        const height = Math.min(maxHeight, CONTENT_WIDTH * (plan.height / plan.width));
        return (
          <View key={index} break wrap={false}>
            <Text style={styles.sectionTitle}>{plans.length > 1 ? `Grundriss ${index + 1} von ${plans.length}` : 'Grundriss'}</Text>
            <Picture image={plan} width={CONTENT_WIDTH} height={height} fit="contain" />
            {plan.caption && <Text style={styles.caption}>{plan.caption}</Text>}
          </View>
        );
      })}
    </>
  );
}
