/**
 * Exposé grid: on phones gallery, price box and details one below the other (price and agent
 * right after the pictures); from 900 px the price box stays beside the content. Print is one column.
 */
export const exposeGridSx = {
  display: 'grid',
  gap: { xs: 3, md: 5 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
  gridTemplateAreas: { xs: '"gallery" "aside" "details"', md: '"gallery aside" "details aside"' },
  alignItems: 'start',
  '@media print': { display: 'block' },
} as const;
