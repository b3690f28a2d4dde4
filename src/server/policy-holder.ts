// The floor in force, swapped atomically: a decision reads `current` once and finishes on that floor.
import { readManifestFile } from '../io/regular-file.js';
import { fileProblem, GateError } from '../kernel/errors.js';
import { PREFIX } from '../kernel/policy/decode.js';
import { DEFAULT_FLOOR } from '../kernel/policy/default-floor.js';
import { compilePolicy, loadNamedPolicy, MAX_MANIFEST_BYTES } from '../kernel/policy/load.js';
import type { Policy } from '../kernel/policy/types.js';

let builtin: Policy | undefined;
/** The built-in floor, compiled once a process (or once into a start-up snapshot, src/cli/snapshot*.ts). */
export function builtinPolicy(): Policy {
  builtin ??= compilePolicy(DEFAULT_FLOOR, 'builtin');
  return builtin;
}

/** Reads and compiles a manifest file; a seam so a test can make one read slower than the next. */
export type PolicyReader = (file: string) => Promise<Policy>;

export class PolicyHolder {
  #current: Policy;
  readonly file: string | undefined;
  readonly #read: PolicyReader;
  // Reloads run one after another: overlapping ones would swap floors in the order their reads finished,
  // so an older file could end up in force after a newer one was read.
  #reloading: Promise<unknown> = Promise.resolve();
  reloads = 0;

  private constructor(policy: Policy, file: string | undefined, read: PolicyReader) {
    this.#current = policy;
    this.file = file;
    this.#read = read;
  }

  /** Loads the floor at startup: the file named by --policy, or the built-in floor. Throws on a bad file. */
  static async open(file: string | undefined, read: PolicyReader = readPolicyFile): Promise<PolicyHolder> {
    if (file === undefined) return new PolicyHolder(builtinPolicy(), undefined, read);
    return new PolicyHolder(await read(file), file, read);
  }

  get current(): Policy {
    return this.#current;
  }

  /** Re-reads the file; on any error the running floor is left untouched and the error thrown. */
  reload(): Promise<Policy> {
    const file = this.file;
    if (file === undefined)
      return Promise.reject(
        new GateError('NOT_FOUND', 'gate was started without --policy; there is no manifest to reload'),
      );
    const next = this.#reloading.then(async () => {
      const policy = await this.#read(file);
      this.#current = policy;
      this.reloads++;
      return policy;
    });
    this.#reloading = next.catch(() => undefined);
    return next;
  }
}

async function readPolicyFile(file: string): Promise<Policy> {
  let text: string;
  try {
    text = await readManifestFile(file, MAX_MANIFEST_BYTES);
  } catch (err) {
    throw new GateError('MANIFEST_INVALID', `${PREFIX}cannot read ${file}: ${fileProblem(err)}`);
  }
  return loadNamedPolicy(text, file);
}
