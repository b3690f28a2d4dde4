// The floor in force, swapped atomically: a decision reads `current` once and finishes on that floor.
import { readFile } from 'node:fs/promises';
import { fileProblem, GateError } from '../kernel/errors.js';
import { PREFIX } from '../kernel/policy/decode.js';
import { DEFAULT_FLOOR } from '../kernel/policy/default-floor.js';
import { compilePolicy, loadNamedPolicy } from '../kernel/policy/load.js';
import type { Policy } from '../kernel/policy/types.js';

export class PolicyHolder {
  #current: Policy;
  readonly file: string | undefined;
  reloads = 0;

  private constructor(policy: Policy, file: string | undefined) {
    this.#current = policy;
    this.file = file;
  }

  /** Loads the floor at startup: the file named by --policy, or the built-in floor. Throws on a bad file. */
  static async open(file: string | undefined): Promise<PolicyHolder> {
    if (file === undefined) return new PolicyHolder(compilePolicy(DEFAULT_FLOOR, 'builtin'), undefined);
    return new PolicyHolder(await readPolicyFile(file), file);
  }

  get current(): Policy {
    return this.#current;
  }

  /** Re-reads the file; on any error the running floor is left untouched and the error thrown. */
  async reload(): Promise<Policy> {
    if (this.file === undefined)
      throw new GateError('NOT_FOUND', 'gate was started without --policy; there is no manifest to reload');
    const next = await readPolicyFile(this.file);
    this.#current = next;
    this.reloads++;
    return next;
  }
}

async function readPolicyFile(file: string): Promise<Policy> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new GateError('MANIFEST_INVALID', `${PREFIX}cannot read ${file}: ${fileProblem(err)}`);
  }
  return loadNamedPolicy(text, file);
}
