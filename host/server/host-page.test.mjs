import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageTemplate, renderPage } from './host-page.mjs';

const TEMPLATE =
  '<!doctype html><html><head><title>Spotter</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const CONFIG = {
  apiBaseUrl: '/api',
  remotes: { members: 'http://localhost:3001/mf-manifest.json' },
};
const NO_HINTS = { manifests: [], scripts: [] };

/** The configuration block's text, as the browser's textContent gives it to JSON.parse. */
const configBlock = (html) =>
  html.match(/<script type="application\/json" id="spotter-config">(.*?)<\/script>/s)?.[1];
const links = (html) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => tag);

describe("the host's page", () => {
  it('carries the runtime configuration as a data block in the head', () => {
    const html = renderPage(TEMPLATE, { config: CONFIG, hints: NO_HINTS });
    expect(JSON.parse(configBlock(html))).toEqual(CONFIG);
    expect(html.indexOf('id="spotter-config"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes the configuration so that no value can end the block or write markup', () => {
    const config = {
      apiBaseUrl: '</script><script>alert(1)</script><!--',
      remotes: { x: 'https://cdn.example/$&/$1/mf-manifest.json' },
    };
    const html = renderPage(TEMPLATE, { config, hints: NO_HINTS });
    expect(html.match(/<script/g)).toHaveLength(2); // main.js and the data block, nothing else
    expect(html).not.toContain('alert(1)</script>');
    expect(JSON.parse(configBlock(html))).toEqual(config);
  });

  it('hints the session check, the manifests and the section scripts, each in the mode of its real request', () => {
    const html = renderPage(TEMPLATE, {
      config: CONFIG,
      sessionUrl: '/api/members/admin_me',
      hints: {
        manifests: ['http://localhost:3001/mf-manifest.json'],
        scripts: ['http://localhost:3001/remoteEntry.js', 'http://localhost:3001/section.1.js'],
      },
    });
    expect(links(html)).toEqual([
      '<link rel="preload" href="/api/members/admin_me" as="fetch" crossorigin="use-credentials">',
      '<link rel="preload" href="http://localhost:3001/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="http://localhost:3001/remoteEntry.js" as="script">',
      '<link rel="preload" href="http://localhost:3001/section.1.js" as="script">',
    ]);
  });

  it('writes URLs as attribute values that cannot break out of the attribute', () => {
    const html = renderPage(TEMPLATE, {
      config: CONFIG,
      hints: { manifests: ['https://cdn.example/a"b<c&d.json'], scripts: [] },
    });
    expect(links(html)).toEqual([
      '<link rel="preload" href="https://cdn.example/a&quot;b&lt;c&amp;d.json" as="fetch" crossorigin="anonymous">',
    ]);
  });
});

describe('the page template', () => {
  it('is read again when a new build replaces index.html, without a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-template-'));
    const file = path.join(dir, 'index.html');
    try {
      fs.writeFileSync(file, '<head>first build</head>');
      const template = pageTemplate(file);
      expect(await template()).toBe('<head>first build</head>');
      fs.writeFileSync(file, '<head>the second, longer build</head>');
      expect(await template()).toBe('<head>the second, longer build</head>');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
