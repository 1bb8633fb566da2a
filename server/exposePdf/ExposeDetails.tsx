import { Text, View } from '@react-pdf/renderer';
import { choiceName } from '../../src/shared/format/choices';
import { energyBlock } from '../../src/shared/listings/energyFacts';
import { brokerNote, commissionText, keyFacts, priceFacts, priceSectionTitle } from '../../src/shared/listings/exposeFacts';
import { addressOnRequest, placeName, streetLine } from '../../src/shared/listings/places';
import { propertyFeatures } from '../../src/shared/resources/choices/property';
import type { ExposeInput } from './exposeInput';
import { exposeStyles } from './exposeStyles';
import { EnergyScale, FactTable, FeatureGrid, RichText, Section } from './pdfParts';
import { styles } from './pdfStyles';

/** Facts, prices and commission, descriptions, features, location, energy certificate and other information. */
export function ExposeDetails({ input, company, breakBefore }: { input: ExposeInput; company: string; breakBefore: boolean }) {
  const { listing } = input;
  const commission = commissionText(listing);
  const energy = energyBlock(listing);
  const street = streetLine(listing);
  return (
    <View break={breakBefore}>
      <Section title="Eckdaten">
        <FactTable facts={keyFacts(listing)} />
      </Section>
      <Section title={priceSectionTitle(listing)}>
        <FactTable facts={priceFacts(listing)} columns={1} />
        <Text style={[exposeStyles.commission, styles.lines]}>
          <Text style={exposeStyles.commissionLabel}>{commission.label}: </Text>
          {commission.text}
        </Text>
        <Text style={[styles.muted, styles.lines, exposeStyles.brokerNote]}>{brokerNote(listing, company)}</Text>
      </Section>
      {listing.description && (
        <Section title="Objektbeschreibung">
          <RichText html={listing.description} />
        </Section>
      )}
      {(listing.features.length > 0 || listing.featuresDescription) && (
        <Section title="Ausstattung">
          {listing.features.length > 0 && <FeatureGrid names={listing.features.map((feature) => choiceName(propertyFeatures, feature))} />}
          {listing.featuresDescription && <RichText html={listing.featuresDescription} />}
        </Section>
      )}
      <Section title="Lage">
        <Text style={exposeStyles.locationAddress}>
          {street ? `${street}, ` : ''}
          {listing.postcode} {placeName(listing)}
        </Text>
        {!street && <Text style={[styles.muted, exposeStyles.addressOnRequest]}>{addressOnRequest}</Text>}
        {listing.locationDescription && <RichText html={listing.locationDescription} />}
      </Section>
      <Section title="Energieausweis">
        {energy.kind === 'none' ? (
          <Text>{energy.text}</Text>
        ) : (
          <View>
            <FactTable facts={energy.facts} columns={1} />
            {energy.scaleClass && <EnergyScale current={energy.scaleClass} />}
          </View>
        )}
      </Section>
      {listing.otherInformation && (
        <Section title="Sonstiges">
          <RichText html={listing.otherInformation} />
        </Section>
      )}
    </View>
  );
}
