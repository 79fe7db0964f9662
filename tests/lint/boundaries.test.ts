// The import boundaries of STYLE.md are enforced by lint; these cases keep the rules honest.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages
    .filter(
      (message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-globals',
    )
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it('keeps Node, the DOM, the server, the client and UI libraries out of shared/', async () => {
    const code = [
      "import { readFileSync } from 'node:fs';",
      "import { createHash } from 'crypto';",
      "import express from 'express';",
      "import { accountsRouter } from '../../server/src/accounts';",
      'export const probe = [readFileSync, createHash, express, accountsRouter, window.location];',
    ].join('\n');
    expect(await restrictedImports('shared/src/probe.ts', code)).toHaveLength(5);
  });

  it('lets only client/src/lib/socket.ts import socket.io-client', async () => {
    const code = "import { io } from 'socket.io-client';\nexport const probe = io;\n";
    expect(await restrictedImports('client/src/features/probe.ts', code)).toHaveLength(1);
    expect(await restrictedImports('client/src/lib/socket.ts', code)).toHaveLength(0);
  });

  it('lets only client/src/lib/chart/ import lightweight-charts', async () => {
    const code = "import { createChart } from 'lightweight-charts';\nexport const probe = createChart;\n";
    expect(await restrictedImports('client/src/features/probe.ts', code)).toHaveLength(1);
    expect(await restrictedImports('client/src/lib/chart/candles.ts', code)).toHaveLength(0);
  });

  it('keeps server code out of the client and client code out of the server', async () => {
    const intoClient =
      "import { accountsRouter } from '../../../server/src/accounts';\nexport const probe = accountsRouter;\n";
    const intoServer = "import { App } from '../../../client/src/app/App';\nexport const probe = App;\n";
    expect(await restrictedImports('client/src/features/probe.ts', intoClient)).toHaveLength(1);
    expect(await restrictedImports('server/src/accounts/probe.ts', intoServer)).toHaveLength(1);
  });
});
