// The import boundaries of STYLE.md are enforced by lint; these cases keep the rules honest (and
// those of tests/lint/importLayers.js: no import cycle, domains meeting through their index.ts).
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages of one of Tempo's own import rules (tests/lint/importLayers.js) for `code` at `filePath`. */
async function layerProblems(
  rule: 'no-import-cycle' | 'domain-boundaries' | 'layer-rank',
  filePath: string,
  code: string,
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages
    .filter((message) => message.ruleId === `tempo/${rule}`)
    .map((message) => message.message);
}

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

  it('refuses an import that closes a cycle, type-only ones too', async () => {
    // accounts' registration opens balances through ledger/index.ts, which exports balances.ts.
    const intoLedger = "import { registerUser } from '../accounts';\nexport const probe = registerUser;\n";
    const [cycle] = await layerProblems('no-import-cycle', 'server/src/ledger/balances.ts', intoLedger);
    expect(cycle).toContain('server/src/ledger/balances.ts → server/src/accounts/index.ts');
    // The settlement engine reads tickers' module through quotes/index.ts.
    const typeOnly = "import type { OrderNotifier } from '../orders';\nexport type Probe = OrderNotifier;\n";
    expect(await layerProblems('no-import-cycle', 'server/src/quotes/tickers.ts', typeOnly)).toHaveLength(1);
    // The same import from a file nothing imports closes no circle.
    expect(await layerProblems('no-import-cycle', 'server/src/quotes/probe.ts', typeOnly)).toEqual([]);
  });

  it('lets a domain reach another only through its index.ts, and keeps platform/ free of domains', async () => {
    const deep =
      "import { placeOrder } from '../orders/commands/placeOrder';\nexport const probe = placeOrder;\n";
    const viaIndex =
      "import { realProfitAndLoss } from '../orders';\nexport const probe = realProfitAndLoss;\n";
    expect(await layerProblems('domain-boundaries', 'server/src/admin/probe.ts', deep)).toHaveLength(1);
    expect(await layerProblems('domain-boundaries', 'server/src/admin/probe.ts', viaIndex)).toEqual([]);
    expect(await layerProblems('domain-boundaries', 'server/src/orders/probe.ts', deep)).toEqual([]);
    expect(await layerProblems('domain-boundaries', 'server/src/platform/probe.ts', viaIndex)).toHaveLength(
      1,
    );
  });

  it('keeps the socket layer out of the domains and admin/ out of realtime/', async () => {
    const sockets = "import { UserEvents } from '../realtime';\nexport const probe = UserEvents;\n";
    expect(await layerProblems('domain-boundaries', 'server/src/orders/probe.ts', sockets)).toHaveLength(1);
    expect(await layerProblems('domain-boundaries', 'server/src/app/probe.ts', sockets)).toEqual([]);
    const ops = "import { writeAuditLog } from '../admin';\nexport const probe = writeAuditLog;\n";
    expect(await layerProblems('domain-boundaries', 'server/src/realtime/probe.ts', ops)).toHaveLength(1);
  });

  it("makes scripts use the server's public entry points", async () => {
    const deep =
      "import { commitPlacements } from '../server/src/orders/commands/commitPlacements';\nexport const probe = commitPlacements;\n";
    const viaIndex =
      "import { commitPlacements } from '../server/src/orders';\nexport const probe = commitPlacements;\n";
    expect(await layerProblems('domain-boundaries', 'scripts/probe.ts', deep)).toHaveLength(1);
    expect(await layerProblems('domain-boundaries', 'scripts/probe.ts', viaIndex)).toEqual([]);
  });
});

describe('ranked layers', () => {
  const orders = "import { realProfitAndLoss } from '../orders';\nexport const probe = realProfitAndLoss;\n";
  const quotes = "import { Catalogue } from '../quotes';\nexport const probe = Catalogue;\n";
  const pool = "import { createPool } from '../platform/db/pool';\nexport const probe = createPool;\n";

  it('fails an import that goes up the ranks, or sideways between peers, even when it closes no cycle', async () => {
    const [upward] = await layerProblems('layer-rank', 'server/src/quotes/probe.ts', orders);
    expect(upward).toMatch(/^quotes \(rank 4\) may not import orders \(rank 5\)/);
    expect(await layerProblems('layer-rank', 'server/src/cashier/probe.ts', orders)).toHaveLength(1);
    expect(await layerProblems('layer-rank', 'server/src/orders/probe.ts', quotes)).toEqual([]);
    expect(await layerProblems('layer-rank', 'server/src/admin/probe.ts', orders)).toEqual([]);
  });

  it('asks a new folder of server/src for its rank', async () => {
    const [unranked] = await layerProblems('layer-rank', 'server/src/rewards/probe.ts', pool);
    expect(unranked).toContain('server/src/rewards has no rank');
  });

  it('lets only the named in-process benchmarks reach into domains from scripts', async () => {
    const viaIndex =
      "import { commitPlacements } from '../server/src/orders';\nexport const probe = commitPlacements;\n";
    const platform =
      "import { createPool } from '../server/src/platform/db/pool';\nexport const probe = createPool;\n";
    expect(await layerProblems('layer-rank', 'scripts/probe.ts', viaIndex)).toHaveLength(1);
    expect(await layerProblems('layer-rank', 'scripts/probe.ts', platform)).toEqual([]);
    expect(await layerProblems('layer-rank', 'scripts/order-writes-bench.ts', viaIndex)).toEqual([]);
    expect(
      await layerProblems('layer-rank', 'scripts/burst/probe.ts', viaIndex.replace("'../", "'../../")),
    ).toEqual([]);
  });
});
