import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DATABASE_POOL_SIZE, loadConfig } from './config.js';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to ten connections and takes a whole number', () => {
    expect(DEFAULT_DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '5' }).databasePoolSize).toBe(5);
  });

  it('refuses what is not a pool size, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(new ConfigError('Invalid DATABASE_POOL_SIZE="0": must be at least 1'));
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(new ConfigError('Invalid DATABASE_POOL_SIZE="many": must be a number'));
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '2.5' })).toThrow(ConfigError);
  });
});

describe('WS_MAX_SOCKETS', () => {
  it('defaults to ten thousand live sockets per process and refuses what is not a count', () => {
    expect(loadConfig({}).wsMaxSockets).toBe(10_000);
    expect(loadConfig({ WS_MAX_SOCKETS: '500' }).wsMaxSockets).toBe(500);
    expect(() => loadConfig({ WS_MAX_SOCKETS: '0' })).toThrow(new ConfigError('Invalid WS_MAX_SOCKETS="0": must be at least 1'));
    expect(() => loadConfig({ WS_MAX_SOCKETS: 'lots' })).toThrow(new ConfigError('Invalid WS_MAX_SOCKETS="lots": must be a number'));
  });
});

describe('PUBLIC_URL', () => {
  const warning = (env: NodeJS.ProcessEnv) => loadConfig(env).warnings;

  it('falls back to localhost, and warns about it in production only', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(warning({})).toEqual([]);
    expect(warning({ NODE_ENV: 'test' })).toEqual([]);
    expect(warning({ NODE_ENV: 'production', PORT: '4000' })).toEqual([
      'PUBLIC_URL is not set: links in emails, canonical and share links, robots.txt and the sitemap say http://localhost:4000. ' +
        "Set PUBLIC_URL to the site's address as people reach it (e.g. https://spaceshare.example).",
    ]);
  });

  it('says nothing in production once the address is set, by PUBLIC_URL or PUBLIC_ORIGIN', () => {
    expect(warning({ NODE_ENV: 'production', PUBLIC_URL: 'https://spaceshare.example/' })).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://a.example,https://b.example' }).publicUrl).toBe('https://a.example');
    expect(warning({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://a.example' })).toEqual([]);
  });
});
