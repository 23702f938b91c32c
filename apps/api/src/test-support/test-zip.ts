import { deflateRawSync, crc32 } from 'node:zlib';

/** One entry of a hand-made zip; every field a hostile archive might lie about can be set. */
export interface TestZipEntry {
  name: string;
  data?: Uint8Array | string;
  /** 8 (deflate, the default) or 0 (stored); any other number is written as given. */
  method?: number;
  flags?: number;
  /** The upper 16 bits are the Unix mode (`0o120777 << 16` is a symlink). */
  externalAttributes?: number;
  /** The upper byte is the host system (3 is Unix). */
  versionMadeBy?: number;
  /** The uncompressed size written in the headers, when it should lie. */
  declaredSize?: number;
  /** Already-compressed bytes to store as they are (with `declaredSize` and `crc`). */
  rawData?: Uint8Array;
  crc?: number;
}

/**
 * Builds a zip byte by byte (PKWARE APPNOTE 4.3: local headers, central directory, end record),
 * so the tests can make the archives no well-behaved zip tool would: `..` and absolute names,
 * links, encryption flags, lying sizes. For tests only.
 */
export function buildTestZip(entries: TestZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : Buffer.from(entry.data ?? new Uint8Array());
    const method = entry.method ?? 8;
    const stored = entry.rawData ? Buffer.from(entry.rawData) : method === 8 ? deflateRawSync(data) : data;
    const crc = entry.crc ?? crc32(data);
    const size = entry.declaredSize ?? data.byteLength;
    const flags = (entry.flags ?? 0) | 0x800;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.byteLength, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, stored);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.versionMadeBy ?? (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.byteLength, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE((entry.externalAttributes ?? (0o100644 << 16)) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.byteLength + stored.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
