import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { colors } from '../../shared/theme/palette';
import { count, longDay, niceMax, shortDay } from './visitorStatsFormat';

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 0.25;

export interface DayCount {
  day: string;
  pageViews: number;
}

/**
 * Page views per day as a bar chart in plain SVG: no chart library in the dashboard for thirty
 * bars. The bars stretch with the card (preserveAspectRatio="none"), the labels are HTML so they stay
 * readable on a phone. Screen readers get a summary, and everyone can open the values as a table.
 */
export function PageViewChart({ days }: { days: readonly DayCount[] }) {
  const titleId = useId();
  const top = niceMax(Math.max(0, ...days.map((day) => day.pageViews)));
  const total = days.reduce((sum, day) => sum + day.pageViews, 0);
  const busiest = days.reduce<DayCount | null>((best, day) => (!best || day.pageViews > best.pageViews ? day : best), null);
  const slot = WIDTH / Math.max(days.length, 1);
  const summary =
    days.length === 0
      ? 'Keine Tage im Zeitraum.'
      : `Seitenaufrufe pro Tag vom ${longDay(days[0].day)} bis ${longDay(days[days.length - 1].day)}: insgesamt ${count(total)}` +
        (busiest && busiest.pageViews > 0 ? `, die meisten am ${longDay(busiest.day)} (${count(busiest.pageViews)}).` : '.');

  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1 }}>
        <Box
          aria-hidden="true"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            height: HEIGHT,
            textAlign: 'right',
            color: 'text.secondary',
            fontSize: '0.75rem',
            lineHeight: 1,
          }}
        >
          <span>{count(top)}</span>
          <span>{count(top / 2)}</span>
          <span>0</span>
        </Box>
        <Box
          component="svg"
          role="img"
          aria-labelledby={titleId}
          data-testid="page-view-chart"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          sx={{ display: 'block', width: '100%', height: HEIGHT, overflow: 'visible' }}
        >
          <title id={titleId}>{summary}</title>
          {[0, 0.5, 1].map((fraction) => (
            <line
              key={fraction}
              x1={0}
              x2={WIDTH}
              y1={HEIGHT * fraction}
              y2={HEIGHT * fraction}
              stroke="#d9d4c3"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, index) => {
            const height = (day.pageViews / top) * HEIGHT;
            return (
              <rect
                key={day.day}
                data-day={day.day}
                data-value={day.pageViews}
                x={index * slot + (slot * GAP) / 2}
                width={slot * (1 - GAP)}
                y={HEIGHT - height}
                height={height}
                fill={colors.primaryDark}
                rx={1}
              >
                <title>{`${longDay(day.day)}: ${count(day.pageViews)} Seitenaufrufe`}</title>
              </rect>
            );
          })}
        </Box>
        <span />
        {days.length > 0 && (
          <Box
            aria-hidden="true"
            sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5, color: 'text.secondary', fontSize: '0.75rem' }}
          >
            <span>{shortDay(days[0].day)}</span>
            <span>{shortDay(days[Math.floor(days.length / 2)].day)}</span>
            <span>{shortDay(days[days.length - 1].day)}</span>
          </Box>
        )}
      </Box>
      <Box component="details" sx={{ mt: 1, '& summary': { cursor: 'pointer', color: 'primary.dark', fontSize: '0.9rem' } }}>
        <summary>Werte als Tabelle</summary>
        <Box
          component="table"
          sx={{
            mt: 1,
            borderCollapse: 'collapse',
            fontSize: '0.9rem',
            '& th, & td': { py: 0.25, pr: 3, textAlign: 'left' },
            '& td:last-of-type': { textAlign: 'right' },
          }}
        >
          <thead>
            <tr>
              <th scope="col">Tag</th>
              <th scope="col">Seitenaufrufe</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <td>{longDay(day.day)}</td>
                <td>{count(day.pageViews)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      {total === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          In diesem Zeitraum wurden keine Seitenaufrufe gezählt.
        </Typography>
      )}
    </Box>
  );
}
