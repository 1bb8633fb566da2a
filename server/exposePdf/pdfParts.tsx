import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { efficiencyClassColours } from '../../src/shared/listings/energyFacts';
import type { Fact } from '../../src/shared/listings/exposeFacts';
import { efficiencyClasses } from '../../src/shared/resources/choices/property';
import { partStyles } from './partStyles';
import { styles } from './pdfStyles';
import { richTextBlocks } from './richTextBlocks';

/** Company name and title on every page but the cover. */
export function RunningHead({ company, title, draft }: { company: string; title: string; draft: boolean }) {
  return (
    <View style={styles.runningHead} fixed>
      <Text style={styles.brandSmall}>{company}</Text>
      <Text style={partStyles.runningTitle}>{draft ? `ENTWURF · ${title}` : title}</Text>
    </View>
  );
}

/** Object number, company and page numbers on every page. */
export function Footer({ objectNumber, company }: { objectNumber: string | null; company: string }) {
  return (
    <View style={styles.footerFrame} fixed>
      <View style={styles.footer}>
        <Text>{objectNumber ? `Exposé · Objekt-Nr. ${objectNumber}` : 'Exposé'}</Text>
        <Text>{company}</Text>
        {/* A text with `render` must be `fixed` itself, or react-pdf drops the whole footer. */}
        <Text render={({ pageNumber, totalPages }) => `Seite ${pageNumber} von ${totalPages}`} fixed />
      </View>
    </View>
  );
}

/** A titled section; the title never stands alone at the foot of a page. */
export function Section({ title, children, breakBefore = false }: { title: string; children: ReactNode; breakBefore?: boolean }) {
  return (
    <View style={styles.section} break={breakBefore}>
      <Text style={styles.sectionTitle} minPresenceAhead={120}>
        {title}
      </Text>
      {children}
    </View>
  );
}

function FactRow({ fact }: { fact: Fact }) {
  return (
    <View style={styles.factRow} wrap={false}>
      <Text style={styles.factLabel}>{fact.label}</Text>
      <Text style={styles.factValue}>{fact.value}</Text>
    </View>
  );
}

/** Label–value rows, in two columns filled top to bottom, or one. */
export function FactTable({ facts, columns = 2 }: { facts: readonly Fact[]; columns?: 1 | 2 }) {
  if (columns === 1)
    return (
      <View>
        {facts.map((fact) => (
          <FactRow key={fact.label} fact={fact} />
        ))}
      </View>
    );
  const half = Math.ceil(facts.length / 2);
  return (
    <View style={partStyles.factColumns}>
      {[facts.slice(0, half), facts.slice(half)].map((column, index) => (
        <View key={index} style={partStyles.factColumn}>
          {column.map((fact) => (
            <FactRow key={fact.label} fact={fact} />
          ))}
        </View>
      ))}
    </View>
  );
}

/** Staff's rich text: paragraphs, headings, lists and quotations with bold and italic runs. */
export function RichText({ html }: { html: string | null | undefined }) {
  return (
    <View>
      {richTextBlocks(html).map((block, index) => {
        const runs = block.runs.map((run, at) => (
          <Text
            key={at}
            style={{
              fontWeight: run.bold ? 700 : 400,
              fontStyle: run.italic ? 'italic' : 'normal',
            }}
          >
            {run.text}
          </Text>
        ));
        if (block.kind === 'item') {
          return (
            <View key={index} style={partStyles.listItem}>
              <Text style={partStyles.listMarker}>{block.marker}</Text>
              <Text style={partStyles.listItemText}>{runs}</Text>
            </View>
          );
        }
        if (block.kind === 'heading')
          return (
            <Text key={index} style={styles.subTitle} minPresenceAhead={30}>
              {runs}
            </Text>
          );
        if (block.kind === 'quote')
          return (
            <Text key={index} style={[styles.paragraph, partStyles.quote]}>
              {runs}
            </Text>
          );
        return (
          <Text key={index} style={styles.paragraph}>
            {runs}
          </Text>
        );
      })}
    </View>
  );
}

/** The A+ to H scale with the listing's class raised and framed. */
export function EnergyScale({ current }: { current: string }) {
  return (
    <View style={partStyles.energyScale} wrap={false}>
      <View style={partStyles.energyClasses}>
        {efficiencyClasses.map((item) => {
          const active = item.id === current;
          return (
            <View
              key={item.id}
              style={[
                partStyles.energyClass,
                {
                  height: active ? 28 : 18,
                  backgroundColor: efficiencyClassColours[item.id],
                  borderWidth: active ? 2 : 0,
                },
              ]}
            >
              <Text style={[partStyles.energyClassLabel, { fontSize: active ? 12 : 8.5 }]}>{item.id}</Text>
            </View>
          );
        })}
      </View>
      <View style={partStyles.energyLegend}>
        <Text style={styles.caption}>sehr effizient</Text>
        <Text style={styles.caption}>wenig effizient</Text>
      </View>
    </View>
  );
}

/** Features as a bulleted list in three columns. */
export function FeatureGrid({ names }: { names: readonly string[] }) {
  return (
    <View style={partStyles.features}>
      {names.map((name) => (
        <View key={name} style={partStyles.feature} wrap={false}>
          <View style={partStyles.featureBullet} />
          <Text style={partStyles.featureName}>{name}</Text>
        </View>
      ))}
    </View>
  );
}
