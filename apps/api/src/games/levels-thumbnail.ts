import { crc32, deflateSync } from 'node:zlib';

const size = 256;
const cells = 8;
const cell = size / cells;

type Rgb = readonly [number, number, number];
const ice: Rgb = [120, 196, 230];
const iceEdge: Rgb = [80, 150, 190];
const rock: Rgb = [70, 76, 92];
const player: Rgb = [250, 204, 21];
const goal: Rgb = [34, 197, 94];

/** An 8×8 board: '#' rock, '.' ice, 'P' the player, 'G' the goal. */
const board = ['########', '#......#', '#.P..#.#', '#.##...#', '#...#..#', '#.#...G#', '#......#', '########'];

function colourAt(x: number, y: number): Rgb {
  const column = Math.floor(x / cell);
  const row = Math.floor(y / cell);
  const tile = board[row]?.[column] ?? '#';
  if (tile === '#') return rock;
  const inX = x - column * cell;
  const inY = y - row * cell;
  const centre = cell / 2;
  const distance = Math.hypot(inX - centre + 0.5, inY - centre + 0.5);
  if (tile === 'P' && distance < cell * 0.34) return player;
  if (tile === 'G' && Math.abs(inX - centre) + Math.abs(inY - centre) < cell * 0.38) return goal;
  return inX < 2 || inY < 2 ? iceEdge : ice;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The Levels game's thumbnail, a 256×256 PNG of a small ice board (drawn here, so the game's
 * build needs no image tooling). Used when the build ships no `thumbnail.png` of its own.
 */
export function levelsThumbnailPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter choice, no interlace
  const rows = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y += 1) {
    const start = y * (size * 3 + 1);
    rows[start] = 0; // filter: none
    for (let x = 0; x < size; x += 1) rows.set(colourAt(x, y), start + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
