import Box from '../ui/Box';
import Typography from '../ui/Typography';
import { efficiencyClassColours, energyBlock } from '../../shared/listings/energyFacts';
import { efficiencyClasses } from '../../shared/resources/choices/property';
import type { PropertyRecord } from '../../shared/resources/properties';
import { colors } from '../../shared/theme/palette';
import { FactList } from './FactList';
function EfficiencyScale({ current }: { current: string }) {
  return (
    <Box role="img" aria-label={`Energieeffizienzklasse ${current} auf der Skala von A+ bis H`} sx={{ mt: 2.5 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${efficiencyClasses.length}, minmax(0, 1fr))`, gap: '2px' }}>
        {efficiencyClasses.map((item) => {
          const active = item.id === current;
          return (
            <Box
              key={item.id}
              sx={{
                bgcolor: efficiencyClassColours[item.id],
                color: colors.ink,
                textAlign: 'center',
                fontWeight: 700,
                fontSize: active ? '1rem' : '0.8rem',
                py: active ? 1.25 : 0.75,
                alignSelf: 'end',
                outline: active ? `3px solid ${colors.ink}` : 'none',
                outlineOffset: active ? '-3px' : 0,
                borderRadius: '2px',
              }}
            >
              {item.id}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** The energy block (GEG § 87) of src/shared/listings/energyFacts.ts, with the A+ to H scale. */
export function EnergyCertificate({ listing }: { listing: PropertyRecord }) {
  const block = energyBlock(listing);
  if (block.kind === 'none') return <Typography>{block.text}</Typography>;
  return (
    <Box data-testid="energy-certificate">
      <FactList facts={block.facts} columns={1} />
      {block.scaleClass && <EfficiencyScale current={block.scaleClass} />}
    </Box>
  );
}
