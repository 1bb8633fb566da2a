import { describe, expect, it, vi } from 'vitest';
import { createNavigateTo } from './navigateTo';

function setup() {
  const routerNavigate = vi.fn();
  const location = { origin: 'http://localhost:3000', assign: vi.fn(), replace: vi.fn() };
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { routerNavigate, location, navigateTo: createNavigateTo(routerNavigate, () => location) };
}

describe('navigateTo', () => {
  it('navigates internally through the client router', () => {
    const { navigateTo, routerNavigate, location } = setup();
    expect(navigateTo('/angebote?typ=kauf')).toBe(true);
    expect(routerNavigate).toHaveBeenCalledWith('/angebote?typ=kauf', { replace: false });
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('refuses external URLs unless the caller allows them', () => {
    const { navigateTo, routerNavigate, location } = setup();
    expect(navigateTo('https://example.org/')).toBe(false);
    expect(routerNavigate).not.toHaveBeenCalled();
    expect(navigateTo('https://example.org/', { allowExternal: true })).toBe(true);
    expect(location.assign).toHaveBeenCalledWith('https://example.org/');
  });

  it('refuses script-like protocols even when external URLs are allowed', () => {
    const { navigateTo, routerNavigate, location } = setup();
    expect(navigateTo(' JAVA\tSCRIPT:alert(1)', { allowExternal: true })).toBe(false);
    expect(routerNavigate).not.toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
  });
});
