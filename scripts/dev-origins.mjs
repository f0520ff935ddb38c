#!/usr/bin/env node
// Prints the origins `pnpm dev` lets write to the API (its ALLOWED_ORIGINS unless set): the host's
// dev server and every remote's standalone shell on its port of remotes.json, so those shells may
// write too (api/package.json's dev script).
import workspaceRemotes from '../remotes.json' with { type: 'json' };

const ports = [3000, ...workspaceRemotes.map(({ port }) => port)];
console.log(ports.map((port) => `http://localhost:${port}`).join(','));
