import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressDir } from '../../../scripts/compress-assets.mjs';
import { sessionCookieFor, useTestApp } from './helpers';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-dist-'));
const script = `console.log(${JSON.stringify('fairway '.repeat(400))});\n`;
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets/app-abc123.js'), script);
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head></head><body>${'<p>x</p>'.repeat(300)}</body></html>`,
);
compressDir(webDist);

describe('compression', () => {
  const ctx = useTestApp({ config: { webDist } });
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

  it('sends precompressed brotli and gzip assets with their Content-Encoding, and the file as is otherwise', async () => {
    const url = '/assets/app-abc123.js';
    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await ctx.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses JSON replies over 1 KiB for clients that accept it, and leaves small ones alone', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const url = '/api/clubs/151/content';
    const plain = await ctx.app.inject({ url, headers: { cookie } });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await ctx.app.inject({ url, headers: { cookie, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const small = await ctx.app.inject({ url: '/api/hello', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ hello: 'world' });
  });

  it('compresses the themed page shell', async () => {
    const res = await ctx.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toMatch(/<!doctype html>/i);
  });
});
