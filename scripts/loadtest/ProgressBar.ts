// Progress on stderr while a phase runs: a bar redrawn in place on a terminal, a plain line every
// few seconds (and at each new phase) when stderr is a file or a pipe, as in CI.
const WIDTH = 24;
const TTY_EVERY_MS = 200;
const PLAIN_EVERY_MS = 5_000;

export class ProgressBar {
  private phase = '';
  private lastDraw = 0;
  private drawnInPlace = false;

  constructor(
    private readonly stream: NodeJS.WriteStream = process.stderr,
    private readonly tty: boolean = Boolean(process.stderr.isTTY),
  ) {}

  /** Shows `phase` at `fraction` (0..1, or null when unknown) with a short status text. */
  update(phase: string, fraction: number | null, status = ''): void {
    const now = Date.now();
    const newPhase = phase !== this.phase;
    if (!newPhase && now - this.lastDraw < (this.tty ? TTY_EVERY_MS : PLAIN_EVERY_MS)) return;
    if (newPhase && this.drawnInPlace) this.stream.write('\n');
    this.phase = phase;
    this.lastDraw = now;
    const percent = fraction === null ? '' : `${Math.round(Math.min(1, Math.max(0, fraction)) * 100)}%`;
    if (this.tty) {
      const filled = fraction === null ? 0 : Math.round(Math.min(1, Math.max(0, fraction)) * WIDTH);
      const bar = `${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}`;
      this.stream.write(`\r\x1b[2K${phase.padEnd(22)} ${bar} ${percent.padStart(4)}  ${status}`);
      this.drawnInPlace = true;
    } else {
      this.stream.write(`[loadtest] ${phase}${percent ? ` ${percent}` : ''}${status ? `  ${status}` : ''}\n`);
    }
  }

  /** A line of its own (a warning, a phase result) that the bar does not overwrite. */
  note(line: string): void {
    if (this.drawnInPlace) this.stream.write('\r\x1b[2K');
    this.stream.write(`[loadtest] ${line}\n`);
    this.drawnInPlace = false;
    this.phase = '';
  }

  /** Ends the bar's line. */
  done(): void {
    if (this.drawnInPlace) this.stream.write('\n');
    this.drawnInPlace = false;
    this.phase = '';
  }
}
