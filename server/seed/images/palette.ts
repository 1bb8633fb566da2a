/** The brand's calm palette (src/shared/theme/palette.ts) widened into what illustrations need. */
export const brand = {
  beige: '#c7bc8f',
  bronze: '#6b5f33',
  sage: '#a4a189',
  ink: '#23211b',
  sand: '#f6f3ea',
  warmWhite: '#f8f4ea',
  cream: '#efe6d2',
} as const;

export const greens = ['#7d8f62', '#8d9c6a', '#6c7d55', '#9aa77a', '#738566'] as const;
export const slates = ['#5b6470', '#4e5661', '#646a72', '#55606b'] as const;
/** Plaster tones of Cologne's Gründerzeit streets: light, slightly dusty, never saturated. */
export const plasters = ['#f1e6d0', '#ecd9ae', '#d9dfcf', '#ebd5c8', '#d5dde0', '#f3ecdf', '#e6cfae', '#dcd3c2'] as const;
export const bricks = ['#a0644c', '#b07a5c', '#94604d', '#b98d6a', '#8e5a45'] as const;
export const woods = ['#b98b5e', '#a87c52', '#c49a6c', '#9c7049'] as const;
