import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import { NO_PERMISSION, type Capability } from '../../shared/auth/rolePolicy';

/** A dashboard page outside react-admin's resources, shown only to roles with the capability (the server refuses anyway). */
export function CapabilityGate({ capability, children }: { capability: Capability; children: ReactNode }) {
  const { canAccess, isPending } = useCanAccess({
    resource: capability,
    action: 'list',
  });
  if (isPending) return null;
  return canAccess ? (
    children
  ) : (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {NO_PERMISSION}
    </Alert>
  );
}
