import { create } from 'qrcode';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

/** A QR code of `text` as an SVG of its dark modules (the `qrcode` package encodes it). */
export function QrCode({ text, label, size = 144 }: { text: string; label: string; size?: number }) {
  const { path, width } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const cells: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) cells.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
    return { path: cells.join(''), width: modules.size + QUIET_ZONE * 2 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${width} ${width}`}
      shapeRendering="crispEdges"
      data-testid="packet-qr-code"
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
