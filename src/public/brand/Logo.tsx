import { colors } from '../../shared/theme/palette';
import { brand } from '../../shared/brand/brand';

interface LogoProps {
  height: number;
  /** Light variant for dark backgrounds. */
  inverted?: boolean;
  /** Mark above the name: fits a phone even at large heights. */
  stacked?: boolean;
}

const serif = "Georgia, 'Palatino Linotype', serif";
const sans = 'system-ui, Arial, sans-serif';

/** Two cathedral spires over the Rhine: the agency's mark. */
function Mark({ accent, x, y }: { accent: string; x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <g fill={accent}>
        <path d="M10 52V16l5-16 5 16v36z" />
        <path d="M26 52V16l5-16 5 16v36z" />
        <rect x="6" y="34" width="34" height="18" rx="1" />
      </g>
      <path d="M0 56c8-3 16-3 24 0s16 3 24 0" stroke={colors.primary} strokeWidth="3" fill="none" />
    </g>
  );
}

export function Logo({ height, inverted = false, stacked = false }: LogoProps) {
  const ink = inverted ? '#ffffff' : colors.ink;
  const accent = inverted ? colors.primary : colors.primaryDark;
  const [width, viewHeight] = stacked ? [180, 110] : [300, 64];
  return (
    <svg
      role="img"
      aria-label={brand.name}
      height={height}
      width={Math.round((height * width) / viewHeight)}
      viewBox={`0 0 ${width} ${viewHeight}`}
      xmlns="http://www.w3.org/2000/svg"
      style={{ display: 'block' }}
    >
      {stacked ? (
        <>
          <Mark accent={accent} x={66} y={2} />
          <text x="90" y="86" textAnchor="middle" fill={ink} fontFamily={serif} fontSize="27" fontWeight="600">
            Rheinkontor
          </text>
          <text x="90" y="104" textAnchor="middle" fill={accent} fontFamily={sans} fontSize="11" letterSpacing="3.4">
            IMMOBILIEN · KÖLN
          </text>
        </>
      ) : (
        <>
          <Mark accent={accent} x={4} y={4} />
          <text x="62" y="36" fill={ink} fontFamily={serif} fontSize="30" fontWeight="600">
            Rheinkontor
          </text>
          <text x="63" y="56" fill={accent} fontFamily={sans} fontSize="12.5" letterSpacing="4.2">
            IMMOBILIEN · KÖLN
          </text>
        </>
      )}
    </svg>
  );
}
