/** The data folder of the browser suite's server on this port (playwright.config.ts starts it there). */
export const serverDataDir = (port: number | string) => `test-results/e2e-data-${port}`;
