// Reads one stage of a Dockerfile into the steps a test can repeat without a container engine:
// its environment, working folder, COPY and RUN steps, HEALTHCHECK and CMD. Only the forms
// server/Dockerfile uses are understood; anything else throws, so the test is updated with it.
import { readFileSync } from 'node:fs';

export interface DockerCopy {
  /** The stage the files come from, or null for the build context. */
  from: string | null;
  sources: string[];
  dest: string;
}

export interface DockerStage {
  name: string;
  workdir: string;
  env: Record<string, string>;
  copies: DockerCopy[];
  runs: string[];
  user: string | null;
  /** HEALTHCHECK's command in exec form, or null. */
  healthcheck: string[] | null;
  cmd: string[];
}

/** The stages of a Dockerfile, by name (`FROM … AS <name>`). */
export function readDockerStages(file: string): Map<string, DockerStage> {
  const stages = new Map<string, DockerStage>();
  let stage: DockerStage | null = null;
  for (const line of instructions(readFileSync(file, 'utf8'))) {
    const [keyword, rest] = splitOnce(line);
    const instruction = keyword.toUpperCase();
    if (instruction === 'FROM') {
      const match = /^\S+\s+AS\s+(\S+)$/i.exec(rest);
      if (!match) throw new Error(`unnamed stage: ${line}`);
      stage = {
        name: match[1]!,
        workdir: '/',
        env: {},
        copies: [],
        runs: [],
        user: null,
        healthcheck: null,
        cmd: [],
      };
      stages.set(stage.name, stage);
      continue;
    }
    if (!stage) throw new Error(`${instruction} before FROM`);
    switch (instruction) {
      case 'WORKDIR':
        stage.workdir = rest;
        break;
      case 'ENV':
        for (const pair of rest.split(/\s+/)) {
          const [key, value] = pair.split('=');
          if (!key || value === undefined) throw new Error(`ENV in a form not understood: ${line}`);
          stage.env[key] = value;
        }
        break;
      case 'COPY': {
        const words = rest.split(/\s+/);
        const from = words[0]!.startsWith('--from=') ? words.shift()!.slice('--from='.length) : null;
        if (words.some((word) => word.startsWith('--')) || words.length < 2)
          throw new Error(`COPY in a form not understood: ${line}`);
        stage.copies.push({ from, sources: words.slice(0, -1), dest: words.at(-1)! });
        break;
      }
      case 'RUN':
        stage.runs.push(rest);
        break;
      case 'USER':
        stage.user = rest;
        break;
      case 'HEALTHCHECK': {
        const match = /\bCMD\s+(\[.*\])$/.exec(rest);
        if (!match) throw new Error(`HEALTHCHECK in a form not understood: ${line}`);
        stage.healthcheck = JSON.parse(match[1]!) as string[];
        break;
      }
      case 'CMD':
        stage.cmd = JSON.parse(rest) as string[];
        break;
      case 'EXPOSE':
        break;
      default:
        throw new Error(`instruction not understood: ${line}`);
    }
  }
  return stages;
}

/** Instructions one per entry: comments dropped, continued lines joined. */
function instructions(text: string): string[] {
  const joined: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    joined.push(pending + line);
    pending = '';
  }
  return joined;
}

function splitOnce(line: string): [string, string] {
  const space = line.search(/\s/);
  return space === -1 ? [line, ''] : [line.slice(0, space), line.slice(space).trim()];
}
