// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { LoadingInput } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { adminTheme } from './adminTheme';

afterEach(cleanup);

describe('adminTheme', () => {
  it('names the spinner of a select still waiting for its choices, for screen readers and axe', async () => {
    render(
      <ThemeProvider theme={adminTheme}>
        <LoadingInput label="Ansprechpartner" timeout={0} />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Wird geladen …' })).toBeTruthy();
  });
});
