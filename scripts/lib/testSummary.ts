// The closing summary of `npm test` (scripts/test.sh): one row per stage with its passed, failed
// and skipped counts and its time, then the totals as the last line, `N passed, N failed,
// N skipped`, which CI reads. Exits 1 when any stage failed.
//
// Before the table it names every failed test with the first lines of its failure, so a log
// cut to its last lines still says what failed.
//
// Input: the folder test.sh wrote, holding `stages.tsv` (name, kind, exit code, seconds per line)
// and, for each vitest stage, `<name>.json` (vitest's JSON report). A `check` stage (typecheck,
// lint, build) counts as one test. A vitest stage whose exit code is non-zero without a failed
// test in its report (a crashed setup, a missing report) counts one failure, so it cannot pass
// unseen.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface StageRow {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}

interface Failure {
  stage: string;
  where: string;
  message: string;
}

const FAILURE_LINES = 8;
const failures: Failure[] = [];

function firstLines(text: string): string {
  return (
    text
      .split('\n')
      // Stack frames and fast-check's hint say nothing a reader of the summary can act on.
      .filter((line) => line.trim() && !/^\s*(at |Hint: )/.test(line))
      .slice(0, FAILURE_LINES)
      .join('\n')
  );
}

function collectFailures(stage: string, report: VitestReport): void {
  for (const file of report.testResults ?? []) {
    const relative = path.relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push({
        stage,
        where: `${relative} > ${test.fullName}`,
        message: firstLines(test.failureMessages?.join('\n') ?? ''),
      });
    }
    if (!failed.length && file.message)
      failures.push({ stage, where: relative, message: firstLines(file.message) });
  }
}

function readStage(folder: string, line: string): StageRow {
  const [name = '?', kind, code, seconds] = line.split('\t');
  const exitCode = Number(code);
  const row: StageRow = { name, passed: 0, failed: 0, skipped: 0, seconds: Number(seconds) };
  if (kind === 'vitest') {
    const reportPath = path.join(folder, `${name}.json`);
    if (existsSync(reportPath)) {
      const report = JSON.parse(readFileSync(reportPath, 'utf8')) as VitestReport;
      row.passed = report.numPassedTests;
      row.failed = report.numFailedTests;
      row.skipped = report.numPendingTests + report.numTodoTests;
      collectFailures(name, report);
    }
    if (exitCode !== 0 && row.failed === 0) row.failed = 1;
  } else if (exitCode === 0) {
    row.passed = 1;
  } else {
    row.failed = 1;
  }
  return row;
}

const folder = process.argv[2];
if (!folder) {
  console.error('usage: testSummary <results folder>');
  process.exit(2);
}
const rows = readFileSync(path.join(folder, 'stages.tsv'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => readStage(folder, line));

const widths = [Math.max(5, ...rows.map((row) => row.name.length)), 7, 7, 8, 7];
const cells = (values: (string | number)[]) =>
  values
    .map((value, i) => (i === 0 ? String(value).padEnd(widths[0]!) : String(value).padStart(widths[i]!)))
    .join('  ');
if (failures.length) {
  console.log('\nFailed');
  for (const failure of failures) {
    console.log(`[${failure.stage}] ${failure.where}`);
    if (failure.message) console.log(failure.message.replace(/^/gm, '    '));
  }
}
console.log('\nSummary');
console.log(cells(['stage', 'passed', 'failed', 'skipped', 'time']));
for (const row of rows) {
  const mark = row.failed ? ' ✗' : '';
  console.log(cells([row.name, row.passed, row.failed, row.skipped, `${row.seconds}s`]) + mark);
}
const total = (key: 'passed' | 'failed' | 'skipped') => rows.reduce((sum, row) => sum + row[key], 0);
console.log(`${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(total('failed') ? 1 : 0);
