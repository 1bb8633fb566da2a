// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../shared/mail/outbox';
import { OutboxError } from '../../shared/mail/outboxSource';
import { resourceList } from '../../shared/resources/registry';
import { Overview } from '../dashboard/Overview';
import { adminResources } from '../resources/adminResources';
import { memoryDataProvider } from '../../../test-support/admin/memoryDataProvider';
import { memoryOutboxSource } from '../../../test-support/admin/memoryOutboxSource';
import { renderAdmin } from '../../../test-support/admin/renderAdmin';
import { OutboxPage } from './OutboxPage';

const entry = (id: string, overrides: Partial<OutboxEntry>): OutboxEntry => ({
  id,
  kind: 'inquiry-staff',
  to: 'anna@rheinkontor-immobilien.de',
  toName: 'Anna Berger',
  replyTo: 'klara@example.org',
  subject: `Neue Anfrage ${id}`,
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-03-02T09:00:00Z',
  lastAttemptAt: '2026-03-02T09:00:01Z',
  nextAttemptAt: null,
  sentAt: '2026-03-02T09:00:01Z',
  related: { collection: 'inquiries', id: 'i1' },
  ...overrides,
});

const mails = () => [
  entry('a', {}),
  entry('b', {
    kind: 'inquiry-confirmation',
    to: 'klara@example.org',
    toName: 'Klara Kundin',
    status: 'failed',
    attempts: 1,
    lastError: '550 Mailbox unavailable: no such user',
    sentAt: null,
  }),
  entry('c', {
    status: 'pending',
    attempts: 2,
    lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    nextAttemptAt: '2026-03-02T09:36:00Z',
    sentAt: null,
  }),
];

const render = (path: string, outbox: ReturnType<typeof memoryOutboxSource>) =>
  renderAdmin({
    resources: adminResources,
    dataProvider: memoryDataProvider(resourceList, {}).provider,
    path,
    outboxSource: outbox.source,
    dashboard: Overview,
    customRoutes: <Route path="/postausgang" element={<OutboxPage />} />,
  });

beforeAll(() => {
  window.scrollTo = () => {};
});
afterEach(cleanup);

describe('the Postausgang', () => {
  it('lists every mail with recipient, subject, state in words, attempts and the reason of a failure', async () => {
    render('/postausgang', memoryOutboxSource(mails()));
    const list = await screen.findByRole('list', { name: 'E-Mails' });
    await within(list).findByText('Neue Anfrage a');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('gesendet')).toBeTruthy();
    expect(within(items[0]).getByText(/An Anna Berger <anna@rheinkontor-immobilien.de>/)).toBeTruthy();
    expect(within(items[1]).getByText('fehlgeschlagen')).toBeTruthy();
    expect(within(items[1]).getByText('Grund: 550 Mailbox unavailable: no such user')).toBeTruthy();
    expect(within(items[2]).getByText('wartet')).toBeTruthy();
    expect(within(items[2]).getByText(/2 Versuche · nächster Versuch/)).toBeTruthy();
    // Only a failed mail can be sent again.
    expect(within(items[0]).queryByRole('button', { name: 'Erneut senden' })).toBeNull();
    expect(within(items[2]).queryByRole('button', { name: 'Erneut senden' })).toBeNull();
  });

  it('sends a failed mail again and shows it waiting', async () => {
    const outbox = memoryOutboxSource(mails());
    render('/postausgang', outbox);
    fireEvent.click(await screen.findByRole('button', { name: 'Erneut senden' }));
    await waitFor(() => expect(outbox.calls.resend).toEqual(['b']));
    await waitFor(() => expect(screen.queryByText('Grund: 550 Mailbox unavailable: no such user')).toBeNull());
  });

  it('filters by state and shows a mail’s text', async () => {
    render('/postausgang', memoryOutboxSource(mails()));
    fireEvent.click(await screen.findByRole('tab', { name: 'fehlgeschlagen' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'E-Mails' })).getAllByRole('listitem')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Ansehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Anfrage b' });
    expect(within(dialog).getByText('Text von Neue Anfrage b')).toBeTruthy();
  });

  it('shows the templates, or the server’s reason why it cannot', async () => {
    const shown = memoryOutboxSource(mails());
    const { unmount } = render('/postausgang', {
      ...shown,
      source: {
        ...shown.source,
        previews: {
          names: async () => ['test'],
          render: async () => ({ subject: 'Testnachricht', html: '<p>x</p>', text: 'Beispieltext' }),
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Testnachricht' }));
    expect(within(await screen.findByRole('dialog', { name: 'Testnachricht' })).getByText('Beispieltext')).toBeTruthy();
    unmount();
    const refused = memoryOutboxSource(mails());
    const reason = 'Dem Server fehlt sein eigenes Firebase-Konto (FIREBASE_MAIL_ACCOUNT und FIREBASE_MAIL_PASSWORD).';
    const failing = async () => {
      throw new OutboxError(reason);
    };
    render('/postausgang', { ...refused, source: { ...refused.source, previews: { names: failing, render: failing } } });
    const section = await screen.findByRole('region', { name: 'Vorlagen ansehen' });
    expect((await within(section).findByRole('alert')).textContent).toBe(reason);
  });

  it('says on the overview that nothing is sent yet and how to change that', async () => {
    render('/', memoryOutboxSource([entry('c', { status: 'pending', attempts: 0, sentAt: null })], false));
    const notice = await screen.findByText(/E-Mails werden noch nicht versendet/);
    expect(notice.closest('[role="status"]')!.textContent).toMatch(/Eine E-Mail wartet im Postausgang.*SMTP_URL.*neu/);
  });

  it('warns on the overview of failed mails, and stays silent while all is well', async () => {
    const { unmount } = render('/', memoryOutboxSource(mails()));
    expect(await screen.findByText(/Eine E-Mail konnte nicht zugestellt werden/)).toBeTruthy();
    expect(screen.queryByText(/noch nicht versendet/)).toBeNull();
    unmount();
    render('/', memoryOutboxSource([entry('a', {})]));
    await screen.findByText(/Guten Tag/);
    await new Promise((done) => setTimeout(done, 100));
    expect(screen.queryByText(/nicht versendet|nicht zugestellt|Versand ist eingerichtet/)).toBeNull();
  });

  it('sends a test mail from the agency settings', async () => {
    const outbox = memoryOutboxSource();
    renderAdmin({
      resources: adminResources,
      dataProvider: memoryDataProvider(resourceList, {
        settings: [{ id: 'agency', createdAt: '2026-03-01T10:00:00Z', updatedAt: '2026-03-01T10:00:00Z', companyName: 'Rheinkontor' }],
      }).provider,
      path: '/settings',
      outboxSource: outbox.source,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Testnachricht senden' }));
    await waitFor(() => expect(outbox.calls.tests).toBe(1));
  });
});
