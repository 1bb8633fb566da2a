// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileChooserButton } from './FileChooserButton';
import { UploadArea } from './UploadArea';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Counts the file dialogs opened: a file input's click() is what opens one. */
const dialogsOpened = () => vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});

describe('choosing files by keyboard', () => {
  it('opens the file dialog of "Bilder hochladen" with Enter and with Space', async () => {
    const user = userEvent.setup();
    const opened = dialogsOpened();
    render(<UploadArea buttonLabel="Bilder hochladen" multiple progress={null} errors={[]} onFiles={() => {}} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bilder hochladen' }));
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('hands the chosen files on once, and lets the same file be chosen again', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    const { container } = render(
      <FileChooserButton variant="contained" accept=".zip,.xml" onFiles={onFiles}>
        Importieren
      </FileChooserButton>,
    );
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['<openimmo/>'], 'bestand.xml', { type: 'application/xml' });
    await user.upload(input, file);
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(input.value).toBe('');
  });

  it('opens nothing while disabled', async () => {
    const user = userEvent.setup();
    const opened = dialogsOpened();
    render(
      <FileChooserButton accept=".zip,.xml" disabled onFiles={() => {}}>
        Probelauf
      </FileChooserButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Probelauf' })).catch(() => {});
    expect(opened).not.toHaveBeenCalled();
  });
});
