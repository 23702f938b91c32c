import type { Level, Tile } from './level.ts';

/**
 * A level from its text: `#` rock, `.` ice, `o` snow, `S` start, `E` exit, `*` a gem on ice.
 * Rows must be equally long and the border all rock, so a slide always ends inside.
 */
export function parseLevel(number: number, rows: readonly string[], par: number): Level {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const tiles: Tile[] = [];
  const gems: number[] = [];
  let start = -1;
  let exit = -1;
  rows.forEach((row, y) => {
    if (row.length !== width) throw new Error(`level ${number}: row ${y + 1} is ${row.length} wide, not ${width}`);
    Array.from(row).forEach((char, x) => {
      const index = y * width + x;
      const border = x === 0 || y === 0 || x === width - 1 || y === height - 1;
      if (border && char !== '#') throw new Error(`level ${number}: the border must be rock at ${x},${y}`);
      switch (char) {
        case '#':
          tiles.push('rock');
          break;
        case '.':
          tiles.push('ice');
          break;
        case 'o':
          tiles.push('snow');
          break;
        case 'S':
          start = index;
          tiles.push('ice');
          break;
        case 'E':
          exit = index;
          tiles.push('exit');
          break;
        case '*':
          gems.push(index);
          tiles.push('ice');
          break;
        default:
          throw new Error(`level ${number}: unknown tile "${char}" at ${x},${y}`);
      }
    });
  });
  if (start < 0 || exit < 0) throw new Error(`level ${number}: needs one S and one E`);
  return { number, width, height, tiles, start, exit, gems, par };
}
