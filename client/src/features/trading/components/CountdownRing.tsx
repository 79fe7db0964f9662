interface CountdownRingProps {
  /** The share of the countdown still to run, 1 → 0. */
  fraction: number;
  seconds: number;
  direction: 'up' | 'down';
  size?: number;
  testId?: string;
}

const STROKE = 4;

/** A ring that empties as the countdown runs, with the seconds left in its middle. */
export function CountdownRing({ fraction, seconds, direction, size = 64, testId }: CountdownRingProps) {
  const radius = (size - STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      className={`countdown-ring countdown-ring-${direction}`}
      style={{ width: size, height: size }}
      role="timer"
      aria-live="off"
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle
          className="countdown-ring-track"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={STROKE}
        />
        <circle
          className="countdown-ring-bar"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={STROKE}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <span className="countdown-ring-seconds" data-testid={testId}>
        {seconds}
      </span>
    </div>
  );
}
