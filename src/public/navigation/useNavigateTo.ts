import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createNavigateTo } from './navigateTo';

export function useNavigateTo() {
  const navigate = useNavigate();
  return useMemo(() => createNavigateTo(navigate, () => window.location), [navigate]);
}
