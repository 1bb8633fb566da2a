import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { TopToolbar, useRecordContext } from 'react-admin';
import { properties, type PropertyRecord } from '../../../shared/resources/properties';
import { ResourceEdit } from '../../builder/ResourceEdit';
import { publicPathOf } from '../../../shared/resources/propertyScopes';

/** A link to the page visitors see, while the property is on the website. */
function PropertyEditActions() {
  const record = useRecordContext<PropertyRecord>();
  const path = record ? publicPathOf(record) : null;
  return (
    <TopToolbar>
      {path && (
        <Button href={path} target="_blank" rel="noopener" size="small" startIcon={<OpenInNew />} aria-label="Auf der Website ansehen (öffnet in neuem Tab)">
          Auf der Website ansehen
        </Button>
      )}
    </TopToolbar>
  );
}

/** The generated tabbed form (Basisdaten … Kontakt), plus the way to the public page. */
export function PropertyEdit() {
  return <ResourceEdit resource={properties} actions={<PropertyEditActions />} />;
}
