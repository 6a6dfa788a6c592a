// Runs a Lua script by its SHA1 (EVALSHA) and sends its text only when Redis answers NOSCRIPT (first use, or after a
// restart or SCRIPT FLUSH): a give runs about 13 scripts, and their text was most of the bytes sent to Redis.
import { createHash } from 'node:crypto';
import type { RedisClientType } from '@keyv/redis';

type ScriptInput = { keys: string[]; arguments: string[] };

const shas = new Map<string, string>();

function shaOf(script: string): string {
  let sha = shas.get(script);
  if (!sha) {
    sha = createHash('sha1').update(script).digest('hex');
    shas.set(script, sha);
  }
  return sha;
}

export async function runScript(client: RedisClientType, script: string, input: ScriptInput): Promise<unknown> {
  try {
    return await client.evalSha(shaOf(script), input);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
    return client.eval(script, input);
  }
}
