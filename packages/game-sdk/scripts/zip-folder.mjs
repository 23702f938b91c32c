// A folder's files as a zip (deflated, names relative to the folder, sorted, fixed dates so a
// build is repeatable): how the examples go to makers, `index.html` at the root of each zip.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

const u16 = (value) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
};
const u32 = (value) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
};
// 1 January 2026, 00:00, in MS-DOS time and date.
const dosTime = u16(0);
const dosDate = u16(((2026 - 1980) << 9) | (1 << 5) | 1);

/** The zip of every file under `folder` (PKWARE APPNOTE 4.3: local headers, central directory, end record). */
export function zipFolder(folder) {
  const names = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
  const parts = [];
  const directory = [];
  let offset = 0;
  for (const name of names) {
    const data = readFileSync(join(folder, name));
    const packed = deflateRawSync(data);
    const path = Buffer.from(name, 'utf8');
    // version 2.0, UTF-8 names, deflate, time, date, CRC, sizes, name length.
    const common = Buffer.concat([u16(20), u16(0x800), u16(8), dosTime, dosDate, u32(crc32(data)), u32(packed.length), u32(data.length), u16(path.length)]);
    const local = Buffer.concat([u32(0x04034b50), common, u16(0), path]);
    directory.push(Buffer.concat([u32(0x02014b50), u16((3 << 8) | 20), common, u16(0), u16(0), u16(0), u16(0), u32(0o100644 << 16), u32(offset), path]));
    parts.push(local, packed);
    offset += local.length + packed.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(names.length), u16(names.length), u32(central.length), u32(offset), u16(0)]);
  return Buffer.concat([...parts, central, end]);
}
