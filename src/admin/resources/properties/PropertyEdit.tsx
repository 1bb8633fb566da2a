import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { TopToolbar, useRecordContext } from 'react-admin';
import { properties, type PropertyRecord } from '../../../shared/resources/properties';
import { ResourceEdit } from '../../builder/ResourceEdit';
import { clientBackendMode } from '../../../shared/firebase/backendMode';
import { DemandChip } from '../../searchAlerts/DemandChip';
import { exposePdfPath, isCurrentOffer, publicPathOf, staffExposePdfPath } from '../../../shared/resources/propertyScopes';
import { PdfDownloadButton } from './PdfDownloadButton';

const pdfLabel = (record: PropertyRecord) => (record.published ? 'Exposé als PDF' : 'Exposé-Entwurf als PDF');

/**
 * The exposé PDF of any property, an unpublished one as "Entwurf". The embedded server knows the session cookie, so a
 * link opens the staff's PDF; in Firebase mode a current offer links its public PDF, and any other property is
 * fetched with the ID token (a link cannot carry it) and saved.
 */
function ExposePdfButton({ record }: { record: PropertyRecord }) {
  const link =
    clientBackendMode() === 'embedded'
      ? staffExposePdfPath(record.id)
      : record.published && isCurrentOffer(record)
        ? exposePdfPath(record.id)
        : null;
  if (link) {
    return (
      <Button
        href={link}
        target="_blank"
        rel="noopener"
        size="small"
        startIcon={<PictureAsPdf />}
        aria-label={`${pdfLabel(record)} (öffnet in neuem Tab)`}
      >
        {pdfLabel(record)}
      </Button>
    );
  }
  return <PdfDownloadButton path={staffExposePdfPath(record.id)} fileName={`Expose-${record.id}.pdf`} label={pdfLabel(record)} />;
}

/** A link to the page visitors see, while the property is on the website, and the exposé as a PDF. */
function PropertyEditActions() {
  const record = useRecordContext<PropertyRecord>();
  const path = record ? publicPathOf(record) : null;
  return (
    // Wraps on a phone: the demand chip and two links do not fit one line of 375 px.
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {record && <DemandChip record={record} />}
      {path && (
        <Button
          href={path}
          target="_blank"
          rel="noopener"
          size="small"
          startIcon={<OpenInNew />}
          aria-label="Auf der Website ansehen (öffnet in neuem Tab)"
        >
          Auf der Website ansehen
        </Button>
      )}
      {record && <ExposePdfButton record={record} />}
    </TopToolbar>
  );
}

/** The generated tabbed form (Basisdaten … Kontakt), plus the way to the public page. */
export function PropertyEdit() {
  return <ResourceEdit resource={properties} actions={<PropertyEditActions />} />;
}
