import { useBasename } from 'react-admin';

/**
 * The path of a dashboard page for a link. The dashboard runs inside the site's router, so `/postausgang` alone would
 * leave it for the site's 404 page; react-admin adds the base to its resource links only.
 */
export function useDashboardPath(): (page: string) => string {
  const basename = useBasename();
  return (page) => `${basename}/${page}`;
}
