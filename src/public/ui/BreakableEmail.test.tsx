import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BreakableEmail } from './BreakableEmail';

describe('an e-mail address in a narrow column', () => {
  it('may break before its @ and its dots, and reads as the whole address', () => {
    const html = renderToString(<BreakableEmail email="katharina.weyer@rheinkontor-immobilien.de" />);
    expect(html).toBe('katharina<wbr/>.weyer<wbr/>@rheinkontor-immobilien<wbr/>.de');
    expect(html.replace(/<wbr\/>/g, '')).toBe('katharina.weyer@rheinkontor-immobilien.de');
  });
});
