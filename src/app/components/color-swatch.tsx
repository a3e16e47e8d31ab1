/** A small square of colour; the colour's text sits beside it so nobody needs to see the colour. */
export function ColorSwatch({ color, label }: { color: string; label?: string }) {
  return (
    <span className="swatch-with-text">
      <span className="swatch" style={{ background: color }} aria-hidden="true" />
      {label !== undefined && <span>{label}</span>}
    </span>
  );
}
