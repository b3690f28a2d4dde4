// Reading a file gate did not write (a recall image from another machine, an anchor file on a shared
// volume) without trusting what sits at the path: only a regular file, never through a final symlink,
// never past a size bound. A FIFO would block a read forever and `/dev/zero` would never end.
import { constants } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';

/** Why a path could not be read as a bounded regular file, as an errno-style code and a sentence. */
export class FileRefused extends Error {
  constructor(
    readonly code: 'ENOENT' | 'ELOOP' | 'EISDIR' | 'ENOTREG' | 'EFBIG' | 'EILSEQ' | 'EUNREADABLE',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The bytes of the regular file at `path`, at most `maxBytes`. O_NOFOLLOW refuses a symlink in the last
 * component (unless `followSymlink`: a path an operator may point at a mounted secret), O_NONBLOCK keeps the open of a FIFO from waiting for a writer, and the handle's own stat
 * decides: anything but a regular file, or a larger one, is refused before a byte is read.
 */
export async function readRegularFile(
  path: string,
  maxBytes: number,
  opts: { followSymlink?: boolean } = {},
): Promise<Buffer> {
  const { handle, size } = await openRegularFile(path, opts);
  try {
    if (size > maxBytes) throw new FileRefused('EFBIG', `larger than ${maxBytes} bytes`);
    // One byte past the size, to see a file that grows while it is read; it is refused past the bound.
    const buffer = Buffer.alloc(Math.min(size + 1, maxBytes + 1));
    let read = 0;
    while (read < buffer.length) {
      const { bytesRead } = await handle.read(buffer, read, buffer.length - read, read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    if (read > maxBytes) throw new FileRefused('EFBIG', `larger than ${maxBytes} bytes`);
    return buffer.subarray(0, read);
  } catch (err) {
    throw refused(err);
  } finally {
    await handle.close();
  }
}

/**
 * An open handle on the regular file at `path` and its size, for a reader that streams it (a journal);
 * the same refusals as readRegularFile, without the size bound. The caller closes the handle.
 */
export async function openRegularFile(
  path: string,
  opts: { followSymlink?: boolean } = {},
): Promise<{ handle: FileHandle; size: number }> {
  let handle: FileHandle;
  try {
    const nofollow = opts.followSymlink ? 0 : constants.O_NOFOLLOW;
    handle = await open(path, constants.O_RDONLY | nofollow | constants.O_NONBLOCK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new FileRefused('ENOENT', 'no such file');
    if (code === 'ELOOP')
      throw new FileRefused(
        'ELOOP',
        opts.followSymlink ? 'too many symbolic links' : 'a symbolic link, not a file',
      );
    throw new FileRefused('EUNREADABLE', `cannot be opened (${code ?? 'error'})`);
  }
  try {
    const st = await handle.stat();
    // A directory is the common mistake: named as such, in the words docs/errors.md gives it.
    if (st.isDirectory()) throw new FileRefused('EISDIR', 'it is a directory');
    if (!st.isFile()) throw new FileRefused('ENOTREG', 'not a regular file');
    return { handle, size: st.size };
  } catch (err) {
    await handle.close();
    throw refused(err);
  }
}

function refused(err: unknown): FileRefused {
  if (err instanceof FileRefused) return err;
  return new FileRefused('EUNREADABLE', `cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * An operator's config file (a manifest, a --tools file) as UTF-8 text: a symlink is followed (mounted
 * configs are symlinks), but a FIFO, a device or a file past `maxBytes` is refused before it is read, and
 * so is one that is not UTF-8 (round 54: read leniently, `"deny": {"Bash\xff": …}` loaded as a deny of
 * `Bash\ufffd`, a name the reviewer's editor shows otherwise and no call sends).
 */
export async function readManifestFile(path: string, maxBytes: number): Promise<string> {
  const bytes = await readRegularFile(path, maxBytes, { followSymlink: true });
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    throw new FileRefused('EILSEQ', 'not UTF-8 text (save it as UTF-8)');
  }
}
