import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { TopToolbar, useRecordContext } from 'react-admin';
import { properties, type PropertyRecord } from '../../../shared/resources/properties';
import { ResourceEdit } from '../../builder/ResourceEdit';
import { clientBackendMode } from '../../../shared/firebase/backendMode';
import { DemandChip } from '../../searchAlerts/DemandChip';
import { exposePdfPath, isCurrentOffer, publicPathOf, staffExposePdfPath } from '../../../shared/resources/propertyScopes';

/**
 * The exposé PDF: the embedded server renders any property for staff (an unpublished one as "Entwurf"); in Firebase
 * mode the server knows no staff sessions, so only a current offer's public PDF is there.
 */
function exposePdfLink(record: PropertyRecord): string | null {
  if (clientBackendMode() === 'embedded') return staffExposePdfPath(record.id);
  return record.published && isCurrentOffer(record) ? exposePdfPath(record.id) : null;
}

/** A link to the page visitors see, while the property is on the website, and the exposé as a PDF. */
function PropertyEditActions() {
  const record = useRecordContext<PropertyRecord>();
  const path = record ? publicPathOf(record) : null;
  const pdf = record ? exposePdfLink(record) : null;
  return (
    // Wraps on a phone: the demand chip and two links do not fit one line of 375 px.
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {record && <DemandChip record={record} />}
      {path && (
        <Button href={path} target="_blank" rel="noopener" size="small" startIcon={<OpenInNew />} aria-label="Auf der Website ansehen (öffnet in neuem Tab)">
          Auf der Website ansehen
        </Button>
      )}
      {pdf && record && (
        <Button href={pdf} target="_blank" rel="noopener" size="small" startIcon={<PictureAsPdf />} aria-label="Exposé als PDF (öffnet in neuem Tab)">
          {record.published ? 'Exposé als PDF' : 'Exposé-Entwurf als PDF'}
        </Button>
      )}
    </TopToolbar>
  );
}

/** The generated tabbed form (Basisdaten … Kontakt), plus the way to the public page. */
export function PropertyEdit() {
  return <ResourceEdit resource={properties} actions={<PropertyEditActions />} />;
}
