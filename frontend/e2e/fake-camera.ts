// A camera for the browser tests: Chromium plays a Y4M file as its webcam
// (--use-file-for-fake-video-capture). This draws a ticket's QR code, from the SVG the ticket page
// shows (segno's path: 'M x y' moves, 'm dx dy' moves on, 'h n' draws n modules), black on white
// in the middle of a 640×480 frame, as a phone's camera would see a ticket held up to it.
import { writeFileSync } from "node:fs";

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 12;

/** The dark modules of segno's SVG, as rows of booleans. */
export function qrModules(svg: string): boolean[][] {
  const [, , , size] = (svg.match(/viewBox="([^"]+)"/)?.[1] ?? "").split(/\s+/).map(Number);
  if (!size) throw new Error("no viewBox in the QR code's SVG");
  const path = svg.match(/\sd="([^"]+)"/)?.[1] ?? "";
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, command, args] of path.matchAll(/([MmHh])([^MmHh]*)/g)) {
    const numbers = args.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    if (command === "M") [x, y] = numbers;
    else if (command === "m") [x, y] = [x + numbers[0], y + numbers[1]];
    else {
      const length = command === "h" ? numbers[0] : numbers[0] - x;
      for (let column = x; column < x + length; column++) grid[Math.floor(y)][column] = true;
      x += length;
    }
  }
  return grid;
}

/** Writes a one-frame Y4M video (Chromium loops it) of the QR code; returns the path. */
export function writeQrVideo(svg: string, path: string): string {
  const grid = qrModules(svg);
  const side = grid.length * MODULE_PX;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < side; row++) {
    for (let column = 0; column < side; column++) {
      if (grid[Math.floor(row / MODULE_PX)][Math.floor(column / MODULE_PX)]) luma[(top + row) * WIDTH + left + column] = 16;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  writeFileSync(path, Buffer.concat([header, luma, chroma, chroma]));
  return path;
}
