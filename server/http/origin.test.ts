import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { configuredOrigin, requestOrigin } from './origin';

describe('configuredOrigin (the origin of links in staff mails)', () => {
  it('is PUBLIC_URL when set', () => {
    expect(configuredOrigin({ publicUrl: 'https://www.rheinkontor-immobilien.de', host: '0.0.0.0', port: 3000 })).toBe(
      'https://www.rheinkontor-immobilien.de',
    );
  });

  it('is the server’s own HOST and PORT without it, localhost for a wildcard address', () => {
    expect(configuredOrigin({ publicUrl: undefined, host: '0.0.0.0', port: 3000 })).toBe('http://localhost:3000');
    expect(configuredOrigin({ publicUrl: undefined, host: '::', port: 3000 })).toBe('http://localhost:3000');
    expect(configuredOrigin({ publicUrl: undefined, host: '127.0.0.1', port: 4444 })).toBe('http://127.0.0.1:4444');
    expect(configuredOrigin({ publicUrl: undefined, host: '::1', port: 4444 })).toBe('http://[::1]:4444');
    expect(configuredOrigin({ publicUrl: undefined, host: 'localhost', port: 80 })).toBe('http://localhost');
  });

  it('is unknown while the port is chosen at start', () => {
    expect(configuredOrigin({ publicUrl: undefined, host: '0.0.0.0', port: 0 })).toBeNull();
  });
});

describe('requestOrigin (the origin of links on a page without PUBLIC_URL)', () => {
  const request = (protocol: string, host: string) => ({ protocol, host }) as FastifyRequest;

  it('is the request’s own for http and https', () => {
    expect(requestOrigin(request('https', 'www.example.de'))).toBe('https://www.example.de');
    expect(requestOrigin(request('http', 'localhost:3000'))).toBe('http://localhost:3000');
  });

  it('is unknown for a forwarded protocol that is neither (found by the fuzzer: robots.txt answered 500)', () => {
    expect(requestOrigin(request('true', 'www.example.de'))).toBeNull();
    expect(requestOrigin(request('true', "MPjQi*,'"))).toBeNull();
    expect(requestOrigin(request('javascript', 'x'))).toBeNull();
  });
});
