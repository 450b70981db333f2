/**
 * Reads named files out of a downloaded artifact zip, and nothing else: an untrusted run made the
 * archive, so nothing is extracted by a path it chose, and every file's size is bounded twice — by
 * the size its central-directory entry declares, and by the bytes actually inflated (inflation
 * stops as soon as it passes the declared size, so a zip bomb costs at most the limit).
 */
import { open } from 'node:fs/promises';
import { crc32, inflateRawSync } from 'node:zlib';

export interface WantedFile {
  /** File name inside the archive; found at the top level or in the shallowest folder. */
  name: string;
  maxBytes: number;
  /** Absent is fine (undefined in the result) rather than an error. */
  optional?: boolean;
}

interface Entry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Central directories beyond this are not from an artifact of a report folder. */
const MAX_CENTRAL_BYTES = 16 * 1024 * 1024;

export class ZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipError';
  }
}

function readEntries(cd: Buffer, count: number): Entry[] {
  const out: Entry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL) throw new ZipError('its central directory is damaged');
    const nameLen = cd.readUInt16LE(p + 28);
    const extraLen = cd.readUInt16LE(p + 30);
    const commentLen = cd.readUInt16LE(p + 32);
    out.push({
      flags: cd.readUInt16LE(p + 8),
      method: cd.readUInt16LE(p + 10),
      crc: cd.readUInt32LE(p + 16),
      compressedSize: cd.readUInt32LE(p + 20),
      size: cd.readUInt32LE(p + 24),
      localOffset: cd.readUInt32LE(p + 42),
      name: cd.toString('utf8', p + 46, p + 46 + nameLen),
    });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

/** The entry for `name`: at the top level, else the shallowest one in `folder` when given. */
function pick(entries: Entry[], name: string, folder?: string): Entry | undefined {
  if (folder !== undefined) return entries.find((e) => e.name === folder + name);
  return entries
    .filter((e) => e.name === name || e.name.endsWith(`/${name}`))
    .sort((a, b) => a.name.split('/').length - b.name.split('/').length)[0];
}

/**
 * The wanted files' bytes. The first wanted file decides the folder; the others are read from the
 * same folder.
 */
export async function readZipFiles(path: string, wanted: WantedFile[]): Promise<Map<string, Buffer>> {
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    const read = async (pos: number, len: number): Promise<Buffer> => {
      if (pos < 0 || len < 0 || pos + len > size) throw new ZipError('it points outside itself (truncated or damaged)');
      const buf = Buffer.alloc(len);
      const { bytesRead } = await fh.read(buf, 0, len, pos);
      if (bytesRead !== len) throw new ZipError('it ended early');
      return buf;
    };
    const tailLen = Math.min(size, 22 + 0xffff);
    const tail = await read(size - tailLen, tailLen);
    let at = -1;
    for (let i = tail.length - 22; i >= 0; i--)
      if (tail.readUInt32LE(i) === EOCD) {
        at = i;
        break;
      }
    if (at < 0) throw new ZipError('it is not a zip archive');
    const count = tail.readUInt16LE(at + 10);
    const cdSize = tail.readUInt32LE(at + 12);
    const cdOffset = tail.readUInt32LE(at + 16);
    if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff)
      throw new ZipError('it is a ZIP64 archive, far larger than a report folder can be');
    if (cdSize > MAX_CENTRAL_BYTES) throw new ZipError(`its central directory is ${cdSize} bytes; at most ${MAX_CENTRAL_BYTES} are read`);
    const entries = readEntries(await read(cdOffset, cdSize), count);

    const out = new Map<string, Buffer>();
    let folder: string | undefined;
    for (const w of wanted) {
      const e = pick(entries, w.name, folder);
      if (!e) {
        if (w.optional) continue;
        throw new ZipError(`it holds no ${w.name}${folder ? ` in ${folder}` : ''}`);
      }
      folder ??= e.name.slice(0, e.name.length - w.name.length);
      if (e.size > w.maxBytes) throw new ZipError(`its ${e.name} is ${e.size} bytes uncompressed; at most ${w.maxBytes} are accepted`);
      if (e.flags & 1) throw new ZipError(`its ${e.name} is encrypted`);
      if (e.method !== 0 && e.method !== 8)
        throw new ZipError(`its ${e.name} uses compression method ${e.method}; expected stored (0) or deflate (8)`);
      const local = await read(e.localOffset, 30);
      if (local.readUInt32LE(0) !== LOCAL) throw new ZipError(`its local header of ${e.name} is damaged`);
      const dataAt = e.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
      const raw = await read(dataAt, e.compressedSize);
      let data: Buffer;
      if (e.method === 0) data = raw;
      else {
        try {
          // Inflation stops once the output passes the declared size: bounded whatever the data says.
          data = inflateRawSync(raw, { maxOutputLength: Math.max(1, e.size) });
        } catch (err) {
          const tooBig = (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError;
          throw new ZipError(
            tooBig
              ? `its ${e.name} inflates to more than the ${e.size} bytes it declares`
              : `its ${e.name} does not inflate (${(err as Error).message})`,
          );
        }
      }
      if (data.length !== e.size) throw new ZipError(`its ${e.name} holds ${data.length} bytes, not the ${e.size} it declares`);
      if (crc32(data) >>> 0 !== e.crc) throw new ZipError(`its ${e.name} fails its CRC-32 check`);
      out.set(w.name, data);
    }
    return out;
  } finally {
    await fh.close();
  }
}
