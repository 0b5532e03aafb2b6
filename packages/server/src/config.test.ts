import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { SESSION_SECRET: 'x', DATA_DIR: '/tmp/sigsa-config-test' };

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig(base).trustProxy).toEqual([]);
    expect(loadConfig({ ...base, TRUST_PROXY: '' }).trustProxy).toEqual([]);
  });

  it('reads addresses, CIDR ranges and presets, comma-separated', () => {
    const env = { ...base, TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,fd00::/8 , ::1,loopback' };
    expect(loadConfig(env).trustProxy).toEqual(['10.0.0.2', '192.168.0.0/16', 'fd00::/8', '::1', 'loopback']);
  });

  it.each(['true', '*', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/1', 'proxy.example.pt'])(
    'refuses %s with a Portuguese message naming it',
    (value) => {
      expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY tem de ser uma lista de endereços IP ou redes CIDR separados por vírgulas (inválido: ${value}).`,
      );
    },
  );
});

describe('MAP_TILE_URL', () => {
  it('has no default: unset or blank means no tiles at all', () => {
    expect(loadConfig(base).mapTileUrl).toBeNull();
    expect(loadConfig({ ...base, MAP_TILE_URL: '' }).mapTileUrl).toBeNull();
    expect(loadConfig({ ...base, MAP_TILE_URL: '  ' }).mapTileUrl).toBeNull();
  });

  it('takes an http(s) template with {z}, {x} and {y} (and {s})', () => {
    const url = 'https://{s}.tiles.exemplo.pt/{z}/{x}/{y}.png';
    expect(loadConfig({ ...base, MAP_TILE_URL: ` ${url} ` }).mapTileUrl).toBe(url);
  });

  it.each([
    'tiles.exemplo.pt/{z}/{x}/{y}.png',
    'ftp://exemplo.pt/{z}/{x}/{y}',
    'https://exemplo.pt/{z}/{x}.png',
  ])('refuses %s with a Portuguese message naming it', (value) => {
    expect(() => loadConfig({ ...base, MAP_TILE_URL: value })).toThrow(
      `MAP_TILE_URL tem de ser um endereço http(s) com {z}, {x} e {y}`,
    );
  });
});
