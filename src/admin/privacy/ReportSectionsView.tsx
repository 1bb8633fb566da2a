import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { PersonalDataReport } from '../../shared/privacy/personalData';
import { reportSections } from '../../shared/privacy/reportSections';
import { LongValue } from './LongValue';

/** The report's sections as the PDF has them: each kind of data, found or not, every value in full. */
export function ReportSectionsView({ report }: { report: PersonalDataReport }) {
  return (
    <Stack spacing={2}>
      {reportSections(report).map((section) => (
        <Card key={section.title} variant="outlined" component="section" aria-label={section.title}>
          <CardContent>
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
              {section.title} ({section.items.length})
            </Typography>
            {section.items.length === 0 && <Typography color="text.secondary">Keine gespeichert.</Typography>}
            {section.items.map((item, index) => (
              <Box key={index} sx={{ '& + &': { mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' } }}>
                <Typography component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
                  {item.heading}
                </Typography>
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 14rem) 1fr' },
                    columnGap: 2,
                    '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
                    '& dd': { m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
                  }}
                >
                  {item.facts.map((fact, position) => (
                    <Box key={position} sx={{ display: 'contents' }}>
                      <dt>{fact.label}</dt>
                      <dd>
                        <LongValue text={fact.value} label={fact.label} />
                      </dd>
                    </Box>
                  ))}
                </Box>
              </Box>
            ))}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
