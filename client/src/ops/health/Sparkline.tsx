/** A small line of the last values, scaled from zero to their maximum; gaps (null) break the line. */
export function Sparkline({ values, label }: { values: readonly (number | null)[]; label: string }) {
  const width = 240;
  const height = 48;
  const top = Math.max(...values.map((value) => value ?? 0), 1);
  const step = values.length > 1 ? width / (values.length - 1) : width;
  const segments: string[] = [];
  let current: string[] = [];
  values.forEach((value, index) => {
    if (value === null) {
      if (current.length) segments.push(current.join(' '));
      current = [];
      return;
    }
    const x = (index * step).toFixed(1);
    const y = (height - 2 - (value / top) * (height - 4)).toFixed(1);
    current.push(`${x},${y}`);
  });
  if (current.length) segments.push(current.join(' '));
  return (
    <svg
      className="ops-sparkline"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      {segments.map((points) => (
        <polyline
          key={points}
          points={points}
          fill="none"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}
