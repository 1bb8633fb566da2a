import Box from '../ui/Box';
import { useEffect, useState } from 'react';
import { brand } from '../../shared/brand/brand';
import type { SettingsRecord } from '../../shared/resources/settings';
import { companyLabel } from '../../shared/brand/companyLabel';

/** Only on paper: who offers the property and how to reach them (the site header is not printed). */
export function PrintHeader({ agency }: { agency: SettingsRecord | null }) {
  // The address is known in the browser only; the server renders without it.
  const [url, setUrl] = useState('');
  useEffect(() => setUrl(window.location.href), []);
  return (
    <Box sx={{ display: 'none', '@media print': { display: 'block', mb: 3, pb: 1.5, borderBottom: '2px solid #23211b', fontSize: '10pt' } }}>
      <Box component="p" sx={{ m: 0, fontFamily: 'h1.fontFamily', fontSize: '16pt', fontWeight: 600 }}>
        {companyLabel(agency, brand.name)}
      </Box>
      {agency && (
        <Box component="p" sx={{ m: 0 }}>
          {agency.street}, {agency.postcode} {agency.city} · Tel. {agency.phone} · {agency.email}
        </Box>
      )}
      {url && <Box component="p" sx={{ m: 0 }}>Exposé online: {url}</Box>}
    </Box>
  );
}
