#!/usr/bin/env node
// Writes a WebP beside every SVG picture of public/img, and the PNG icons beside public/favicon.svg.
// Run by hand after changing a picture (`node apps/web/build/rasterize-images.mjs`); it needs
// Chromium, so its output is committed rather than made by `npm run build`.
//
// Why: Chromium draws an SVG <img> (and an SVG favicon) by building a whole document for it on the
// page's main thread, 5-40 ms each on this machine before a phone's 4x slowdown (ADR 008: TBT),
// while a raster picture is decoded off the main thread.
import { Buffer } from 'node:buffer';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../../../scripts/chromium.mjs';

const publicDir = new URL('../public/', import.meta.url).pathname;

function* svgsUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* svgsUnder(path);
    else if (entry.name.endsWith('.svg')) yield path;
  }
}

/* global Image, OffscreenCanvas, btoa -- the function given to page.evaluate runs in the browser */

/** Draws the SVG on a canvas of the given size in the browser and returns the encoded picture. */
async function rasterize(page, svg, width, height, type, quality) {
  const base64 = await page.evaluate(
    async ({ svg, width, height, type, quality }) => {
      const image = new Image(width, height);
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = new OffscreenCanvas(width, height);
      canvas.getContext('2d').drawImage(image, 0, 0, width, height);
      const blob = await canvas.convertToBlob({ type, quality });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { svg, width, height, type, quality },
  );
  return Buffer.from(base64, 'base64');
}

const sizeOf = (svg) => {
  const [, , width, height] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg)?.slice(1).map(Number) ?? [];
  if (!width || !height) throw new Error('an SVG picture needs a viewBox');
  return { width, height };
};

const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--headless'] });
try {
  const page = await browser.newPage();
  for (const path of svgsUnder(join(publicDir, 'img'))) {
    const svg = readFileSync(path, 'utf8');
    const { width, height } = sizeOf(svg);
    const webp = await rasterize(page, svg, width, height, 'image/webp', 0.85);
    writeFileSync(path.replace(/\.svg$/, '.webp'), webp);
    console.log(`${path.slice(publicDir.length)} → .webp, ${webp.length} bytes`);
  }
  const icon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
  for (const [name, size] of [
    ['favicon-32.png', 32],
    ['apple-touch-icon.png', 180],
  ]) {
    const png = await rasterize(page, icon, size, size, 'image/png');
    writeFileSync(join(publicDir, name), png);
    console.log(`favicon.svg → ${name}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
