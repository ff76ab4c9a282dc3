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
