/**
 * A small picture of an address so a person can tell accounts apart at a glance: a mirrored 5×5 grid
 * whose cells and colour come from the address's own hex digits (no hashing, stable everywhere).
 */
export function Identicon({ address, size = 20 }: { address: string; size?: number }) {
  const digits = address.toLowerCase().replace(/^0x/, '');
  const hue = Number.parseInt(digits.slice(0, 3), 16) % 360;
  const cells: { x: number; y: number }[] = [];
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      const on = Number.parseInt(digits[3 + y * 3 + x] ?? '0', 16) % 2 === 0;
      if (!on) continue;
      cells.push({ x, y });
      if (x < 2) cells.push({ x: 4 - x, y });
    }
  }
  return (
    <svg className="identicon" aria-hidden="true" viewBox="0 0 5 5" width={size} height={size}>
      <rect width="5" height="5" fill={`hsl(${hue} 70% 90%)`} />
      {cells.map(({ x, y }) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="1" height="1" fill={`hsl(${hue} 65% 42%)`} />
      ))}
    </svg>
  );
}
