import Typography from '@mui/material/Typography';
import { Admin, CustomRoutes, Layout, type LayoutProps } from 'react-admin';
import { Route } from 'react-router';
import { theme } from '../shared/theme/theme';
import { BuildUpdateNotice } from './BuildUpdateNotice';

function DashboardLayout({ children }: LayoutProps) {
  return (
    <div data-layout="dashboard">
      <Layout>{children}</Layout>
      <BuildUpdateNotice />
    </div>
  );
}

function Section({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <Typography variant="h1" sx={{ fontSize: '1.8rem', my: 2 }}>
        {title}
      </Typography>
      <Typography>{text}</Typography>
    </div>
  );
}

/** The staff dashboard, loaded as its own chunk under /dashboard. */
export default function AdminApp() {
  return (
    <Admin basename="/dashboard" disableTelemetry theme={theme} layout={DashboardLayout}
      dashboard={() => <Section title="Übersicht" text="Hier pflegen Sie Angebote, Team, Kundenstimmen und Kennzahlen." />}>
      <CustomRoutes>
        <Route path="/numbers" element={<Section title="Kennzahlen" text="Die Zahlen, die Ihre Website auf der Startseite zeigt." />} />
        <Route path="/properties" element={<Section title="Immobilien" text="Ihre Angebote und Referenzen." />} />
        <Route path="/team" element={<Section title="Team" text="Die Menschen hinter Ihrer Agentur." />} />
        <Route path="/testimonials" element={<Section title="Kundenstimmen" text="Was Ihre Kundinnen und Kunden über Sie sagen." />} />
      </CustomRoutes>
    </Admin>
  );
}
