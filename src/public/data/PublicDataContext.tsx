import { createContext, useContext } from 'react';
import type { PublicDataSource } from '../../shared/data/publicData';

export const PublicDataContext = createContext<PublicDataSource | null>(null);

export function usePublicDataSource(): PublicDataSource {
  const source = useContext(PublicDataContext);
  if (!source) throw new Error('usePublicDataSource needs a PublicDataContext provider');
  return source;
}
