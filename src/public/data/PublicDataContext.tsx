import { createContext, useContext } from 'react';
import type { PublicDataSource } from '../../shared/data/publicData';
import type { PublicDataCache } from '../../shared/data/publicDataCache';

/** Where visitors' pages read from, and what they have read so far. */
export interface PublicDataAccess {
  source: PublicDataSource;
  cache: PublicDataCache;
}

export const PublicDataContext = createContext<PublicDataAccess | null>(null);

export function usePublicDataAccess(): PublicDataAccess {
  const access = useContext(PublicDataContext);
  if (!access) throw new Error('usePublicDataAccess needs a PublicDataContext provider');
  return access;
}
